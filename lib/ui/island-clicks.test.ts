import { JSDOM } from 'jsdom';
import { ISLAND_CLICKS_SCRIPT, ISLAND_HYDRATED_EVENT } from './island-clicks';
import { ISLAND_HYDRATED_EVENT as SENT_BY_ISLANDS } from './lazy-component';

/** A page as React's server writes it: each island's template, then its boundary between `<!--$-->` and `<!--/$-->`. */
const HTML = `<body><header>
  <template data-island=""></template><!--$--><button id="bell">Bell</button><!--/$-->
  <template data-island=""></template><!--$--><button id="more" aria-label="More actions"><svg id="dots"><circle id="dot"></circle></svg></button><!--/$-->
  <template data-island=""></template><!--$--><div id="menu"><!--$--><span id="inner">x</span><!--/$--><p><button id="deep">Deep</button></p><a href="#profile" id="link">Profile</a></div><!--/$-->
  <!--$--><button id="plain-suspense">Not an island</button><!--/$-->
  <button id="page">Page</button>
</header></body>`;

/** The page with the inline script run in it, and the clicks that reach the document (where React listens). */
function page() {
  const dom = new JSDOM(HTML, { runScripts: 'outside-only' });
  dom.window.eval(ISLAND_CLICKS_SCRIPT);
  const { document } = dom.window;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  const marks = [...document.querySelectorAll('template[data-island]')];
  const clicks: string[] = [];
  document.addEventListener('click', (e) => clicks.push((e.target as Element).id));
  // What lib/ui/lazy-component.tsx does once an island has hydrated.
  const hydrate = (mark: Element) => mark.dispatchEvent(new dom.window.Event(ISLAND_HYDRATED_EVENT, { bubbles: true }));
  return { dom, byId, marks, clicks, hydrate };
}

test('the islands send the event the script listens for', () => {
  expect(SENT_BY_ISLANDS).toBe(ISLAND_HYDRATED_EVENT);
});

test('a click inside an island before it hydrates is held, then given back once it has', () => {
  const { byId, marks, clicks, hydrate } = page();
  byId('deep').click();
  byId('page').click();
  expect(clicks).toEqual(['page']);
  hydrate(marks[2]);
  expect(clicks).toEqual(['page', 'deep']);
  // Hydrated: clicks go straight through.
  byId('deep').click();
  expect(clicks).toEqual(['page', 'deep', 'deep']);
});

test('the island is found through nested boundaries; clicks outside the islands are never held', () => {
  const { byId, marks, clicks, hydrate } = page();
  byId('inner').click();
  byId('bell').click();
  byId('plain-suspense').click();
  expect(clicks).toEqual(['plain-suspense']);
  // Each island gives back only its own clicks.
  hydrate(marks[0]);
  expect(clicks).toEqual(['plain-suspense', 'bell']);
  hydrate(marks[2]);
  expect(clicks).toEqual(['plain-suspense', 'bell', 'inner']);
});

test('a held click goes to the element at the same place when React drew the island afresh', () => {
  const { dom, byId, marks, clicks, hydrate } = page();
  byId('deep').click();
  // The server's HTML dropped and the island drawn again in the browser (no boundary comments).
  const menu = dom.window.document.createElement('div');
  menu.innerHTML = '<span>x</span><p><button id="deep-again">Deep</button></p>';
  const comments = [byId('menu').previousSibling, byId('menu').nextSibling];
  byId('menu').replaceWith(menu);
  for (const c of comments) c?.remove();
  hydrate(marks[2]);
  expect(clicks).toEqual(['deep-again']);
});

test('a link inside an island that has not hydrated is left to the browser', () => {
  const { byId, clicks } = page();
  byId('link').click();
  expect(clicks).toEqual(['link']);
});

test('a click on the icon inside a button (an SVG element, which has no click()) is given back to it', () => {
  const { dom, byId, marks, clicks, hydrate } = page();
  const opened: string[] = [];
  byId('more').addEventListener('click', (e) => opened.push((e.target as Element).id));
  byId('dot').dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
  expect(opened).toEqual([]);
  hydrate(marks[1]);
  // The button's handler runs, with the icon as the target, as for a click after hydration.
  expect(opened).toEqual(['dot']);
  expect(clicks).toEqual(['dot']);
});

test('a held click on a submit button submits its form once the island has hydrated', () => {
  const dom = new JSDOM(
    '<body><template data-island=""></template><!--$--><form id="f"><button id="go" type="submit"><svg id="go-icon"></svg>Save</button></form><!--/$--></body>',
    { runScripts: 'outside-only' },
  );
  dom.window.eval(ISLAND_CLICKS_SCRIPT);
  const { document } = dom.window;
  const submitted: string[] = [];
  document.getElementById('f')?.addEventListener('submit', (e) => {
    e.preventDefault();
    submitted.push('f');
  });
  document.getElementById('go-icon')?.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
  expect(submitted).toEqual([]);
  document.querySelector('template')?.dispatchEvent(new dom.window.Event(ISLAND_HYDRATED_EVENT, { bubbles: true }));
  expect(submitted).toEqual(['f']);
});

test('a form submitted before its island hydrates (Enter in a form with no submit button) is held, then submitted once it has', () => {
  const dom = new JSDOM('<body><template data-island=""></template><!--$--><form id="f"><input id="q" name="q"></form><!--/$--></body>', {
    runScripts: 'outside-only',
  });
  dom.window.eval(ISLAND_CLICKS_SCRIPT);
  const { document } = dom.window;
  const submitted: string[] = [];
  // Where React listens: a submission that got here unhandled would have gone to the browser.
  document.addEventListener('submit', (e) => {
    e.preventDefault();
    submitted.push((e.target as Element).id);
  });
  const form = document.getElementById('f') as HTMLFormElement;
  const event = new dom.window.Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(submitted).toEqual([]);
  document.querySelector('template')?.dispatchEvent(new dom.window.Event(ISLAND_HYDRATED_EVENT, { bubbles: true }));
  expect(submitted).toEqual(['f']);
  // Hydrated: submissions go straight through.
  form.requestSubmit();
  expect(submitted).toEqual(['f', 'f']);
});
