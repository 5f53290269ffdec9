import { contentHash } from './content-hash';
import { normalizeSnapshot } from './normalize';

const shop = (parts: { price?: string; updated?: string; cart?: string; viewers?: number; script?: string } = {}) => `<!doctype html>
<html lang="de"><head><title>Mill</title><style>.a{color:red}</style><script>var t = ${Date.now()};</script></head>
<body>
  <nav><a href="/">Home</a> <span class="cart">Cart (${parts.cart ?? '0'})</span></nav>
  <header><div class="mini-cart">Warenkorb: ${parts.cart ?? '0'} Artikel</div></header>
  <main>
    <h1>Espresso   Mill</h1>
    <p class="price">${parts.price ?? '1.299,00 €'}</p>
    <p>Updated ${parts.updated ?? '10:42'} · ${parts.viewers ?? 3} people are viewing this right now</p>
    <p>Lieferung ab 01.03.2025</p>
    <script>${parts.script ?? ''}</script>
    <ul><li>Conical burrs</li><li>Made in Germany</li></ul>
  </main>
</body></html>`;

describe('normalizeSnapshot', () => {
  it('produces readable lines without scripts, styles or navigation', async () => {
    const { text } = await normalizeSnapshot(shop(), { ignoreSelectors: ['.mini-cart'] });
    expect(text).toBe(['Espresso Mill', '1.299,00 €', 'Updated ·', 'Lieferung ab', 'Conical burrs', 'Made in Germany'].join('\n'));
  });

  it('gives identical content one hash (case 6)', async () => {
    const a = await normalizeSnapshot(shop({ script: 'track(1)' }));
    const b = await normalizeSnapshot(shop({ script: 'track(2)' }).replace(/\n\s+/g, '\n'));
    expect(a.hash).toBe(b.hash);
    expect(a.hash).toBe(contentHash(a.text));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ignores a change inside an ignored selector (case 7)', async () => {
    const options = { ignoreSelectors: ['.mini-cart'] };
    expect((await normalizeSnapshot(shop({ cart: '1' }), options)).hash).toBe((await normalizeSnapshot(shop({ cart: '5' }), options)).hash);
    // Without the setting the same change is a change.
    expect((await normalizeSnapshot(shop({ cart: '1' }))).hash).not.toBe((await normalizeSnapshot(shop({ cart: '5' }))).hash);
  });

  it('ignores "Updated 10:42" timestamps and viewer counters (case 7)', async () => {
    const a = await normalizeSnapshot(shop({ updated: '10:42', viewers: 3 }), { ignoreSelectors: ['.mini-cart'] });
    const b = await normalizeSnapshot(shop({ updated: '11:07', viewers: 12 }), { ignoreSelectors: ['.mini-cart'] });
    expect(a.hash).toBe(b.hash);
  });

  it('still sees a price change', async () => {
    const a = await normalizeSnapshot(shop({ price: '1.299,00 €' }));
    const b = await normalizeSnapshot(shop({ price: '1.199,00 €' }));
    expect(a.hash).not.toBe(b.hash);
    expect(b.text).toContain('1.199,00 €');
  });

  it('applies custom ignore patterns and reports broken settings without failing', async () => {
    const html = '<p>Order no. A-123</p><p>Mill</p>';
    const r = await normalizeSnapshot(html, { ignorePatterns: ['order no\\. \\S+', '('], ignoreSelectors: ['::nope('] });
    expect(r.text).toBe('Mill');
    expect(r.problems).toEqual(['invalid_selector', 'invalid_pattern']);
  });

  it('can turn the default patterns off', async () => {
    expect((await normalizeSnapshot('<p>Updated 10:42</p>', { defaultPatterns: false })).text).toBe('Updated 10:42');
  });
});

describe('default noise patterns (issue 35)', () => {
  const textOf = async (line: string) => (await normalizeSnapshot(`<p>${line}</p><p>Mill</p>`)).text;
  it.each([
    ['Updated 2026-11-28T06:12:34.677Z', 'Updated'],
    ['Updated 2026-11-28 06:12:34+01:00 by the shop', 'Updated by the shop'],
    ['Last-Modified: Sat, 28 Nov 2026 06:12:34 GMT', 'Last-Modified:'],
    ['Stand: 28.11.2026 14:05 Uhr', 'Stand:'],
    ['As of 11/28/2026', 'As of'],
    ['Price checked 28 Nov 2026', 'Price checked'],
    ['Reviewed November 28th, 2026', 'Reviewed'],
    ['Posted 3 minutes ago', 'Posted'],
    ['Updated a minute ago', 'Updated'],
    ['Aktualisiert vor 2 Stunden', 'Aktualisiert'],
    ['Mis à jour il y a 5 minutes', 'Mis à jour'],
    ['Visitors today: 482', ''],
    ['Views: 1,204', ''],
    ['482 visitors', ''],
    ['37 sold in the last 24 hours', 'in the last 24 hours'],
    ['5 in carts', ''],
    ['Besucher heute: 88', ''],
    ['120 verkauft', ''],
    ['Déjà 12 vendus', 'Déjà'],
    ['csrf_token=9f8e7d6c5b4a39281706 ok', 'ok'],
    ['Session a3f9c0d2e4b6a8c0d2e4f6a8b0c2d4e6', 'Session'],
    ['ref dGhpcyBpcyBhIHRva2VuIFdpdGggMTIz', 'ref'],
  ])('removes %j', async (line, kept) => {
    expect(await textOf(line)).toBe(kept ? `${kept}\nMill` : 'Mill');
  });

  it.each([
    '1.299,00 €',
    '€ 1,199.00',
    "CHF 1'299.50",
    '¥1,299',
    'Rs. 1,23,456.00',
    'Sofort lieferbar',
    'Ausverkauft',
    '4,4 von 5 (89 Bewertungen)',
    'EAN 4006381333931',
    'Sold out',
    'Only 3 left in stock',
  ])('keeps %j (prices, stock and identifiers are content)', async (line) => {
    expect(await textOf(line)).toBe(`${line}\nMill`);
  });

  it('two loads differing only in a millisecond timestamp and a visitor counter hash the same', async () => {
    const page = (at: string, visitors: number) =>
      `<main><h1>Mill</h1><p class="price">1.299,00 €</p><p>Updated ${at}</p><p>Visitors today: ${visitors}</p></main>`;
    const a = await normalizeSnapshot(page('2026-11-28T06:12:34.677Z', 482));
    const b = await normalizeSnapshot(page('2026-11-28T06:12:39.012Z', 517));
    expect(a.hash).toBe(b.hash);
    expect(a.text).toBe('Mill\n1.299,00 €\nUpdated');
  });
});
