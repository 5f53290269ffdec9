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
