import { JSDOM, VirtualConsole } from 'jsdom';
import { sanitizeHtml } from './sanitize-html';
import { closeSanitizeWorker, sanitizeOnThread, sanitizeWorkersStarted } from './sanitize-worker';

const URL_ATTRIBUTES = ['href', 'xlink:href', 'src', 'action', 'formaction', 'srcset', 'poster', 'data', 'background', 'values', 'to', 'from', 'by'];

/** Parses the output the way a browser would and lists whatever could still run. */
function leftovers(html: string): string[] {
  const { document } = new JSDOM(html, { virtualConsole: new VirtualConsole() }).window;
  const found: string[] = [];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const tag = element.localName.toLowerCase();
    if (['script', 'iframe', 'frame', 'object', 'embed', 'base', 'animate', 'set', 'animatemotion', 'animatetransform', 'mglyph'].includes(tag))
      found.push(`<${tag}>`);
    if (tag === 'meta' && element.hasAttribute('http-equiv')) found.push('<meta http-equiv>');
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc') found.push(`${tag}[${name}]`);
      // Browsers drop ASCII tab and newlines from URLs and trim controls and spaces around them.
      const url = attribute.value
        .replace(/[\t\n\r]/g, '')
        .replace(/^[\u0000-\u0020]+/, '')
        .toLowerCase();
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript):|^data:text\/html/.test(url)) found.push(`${tag}[${name}=${url.slice(0, 20)}]`);
      if (name === 'attributename') found.push(`${tag}[attributeName]`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it('keeps the content and drops everything that runs', async () => {
    const out = await sanitizeHtml(
      '<p onclick="x()">Preis <b>12 €</b></p><script>alert(1)</script><iframe src="x"></iframe><a href="javascript:alert(1)">a</a><meta http-equiv="refresh" content="0;url=x"><img src="p.png" onerror="y()">',
    );
    expect(out).toContain('<p>Preis <b>12 €</b></p>');
    expect(out).toContain('<img src="p.png">');
    expect(out).not.toMatch(/script|iframe|javascript:|onclick|onerror|refresh/);
  });

  it('defeats the mXSS namespace confusion (math > mtext > table > mglyph > style)', async () => {
    const out = await sanitizeHtml('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>after</p>');
    expect(leftovers(out)).toEqual([]);
    expect(out).not.toMatch(/onerror/i);
    expect(out).toContain('<p>after</p>');
  });

  it('drops javascript: URLs hidden by entities and whitespace', async () => {
    const out = await sanitizeHtml(
      '<a href="jav&#x09;ascript:alert(1)">one</a><a href="&#106;avascript:alert(2)">two</a><a href=" java&#10;script:alert(3)">three</a><form action="javascript:alert(4)"><button formaction="JaVaScRiPt:alert(5)">go</button></form>',
    );
    expect(leftovers(out)).toEqual([]);
    expect(out).toContain('one</a>');
    expect(out).toContain('three</a>');
  });

  it('drops SVG animations that write a javascript: href', async () => {
    const out = await sanitizeHtml(
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><set attributeName="href" to="javascript:alert(2)"/><text x="0" y="20">click</text></a>' +
        '<animate xlink:href="#x" attributeName="xlink:href" from="javascript:alert(3)" to="javascript:alert(3)"/></svg>',
    );
    expect(leftovers(out)).toEqual([]);
    expect(out).toContain('click');
  });

  it('leaves nothing that runs in a page full of vectors', async () => {
    const out = await sanitizeHtml(
      '<!doctype html><html><head><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="import" href="x"><link rel="stylesheet" href="https://evil.example/a.css"></head>' +
        '<body onload="alert(1)"><object data="javascript:alert(1)"></object><embed src="x.swf"><iframe srcdoc="<script>alert(1)</script>"></iframe>' +
        '<img src="x" srcset="javascript:alert(1) 1x"><video poster="javascript:alert(1)"></video><svg><use href="data:text/html,<script>alert(1)</script>"/><script>alert(1)</script></svg>' +
        '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript><details open ontoggle="alert(1)">d</details></body></html>',
    );
    expect(leftovers(out)).toEqual([]);
    expect(out).not.toMatch(/evil\.example/);
  });

  it('keeps the page looking like the page: doctype, lang, head styles, classes and inline styles', async () => {
    const out = await sanitizeHtml(
      '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Shop</title><style>.price{color:red}</style></head><body class="shop"><div class="price" style="font-weight:bold">12,99 €</div><img src="data:image/png;base64,iVBORw0KGgo=" alt="p"></body></html>',
    );
    expect(out).toMatch(/^<!DOCTYPE html>/i);
    expect(out).toContain('<html lang="de">');
    expect(out).toContain('<style>.price{color:red}</style>');
    expect(out).toContain('<body class="shop">');
    expect(out).toContain('<div class="price" style="font-weight:bold">12,99 €</div>');
    expect(out).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });

  it('runs off the event loop: timers keep firing while a 1 MB page is sanitized', async () => {
    const row = '<div class="p" onclick="x()"><span style="color:red">12,99 €</span><a href="/p">Produkt</a></div>';
    const page = `<!DOCTYPE html><html><body>${row.repeat(Math.ceil(1_000_000 / row.length))}</body></html>`;
    await sanitizeHtml('<p>warm</p>');
    // On the event loop the whole page would run between two ticks (0 or 1 tick in all); on the
    // thread the loop stays free. Counted, not timed: a busy machine stretches both alike.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const out = await sanitizeHtml(page);
    clearInterval(timer);
    expect(out).toContain('12,99 €');
    expect(out).not.toContain('onclick');
    expect(ticks).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('stores only the escaped text of a page the sanitizer could not finish, and the next page gets a new thread', async () => {
    const before = sanitizeWorkersStarted();
    expect(await sanitizeOnThread('<p>slow</p>'.repeat(50_000), { WHOLE_DOCUMENT: true }, 1)).toBeNull();
    expect(await sanitizeHtml('<p onclick="x()">next</p>')).toContain('<p>next</p>');
    expect(sanitizeWorkersStarted()).toBeGreaterThan(before);
  }, 60_000);
});

afterAll(async () => {
  await closeSanitizeWorker();
});
