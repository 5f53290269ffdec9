import { normalizeSnapshot } from '../snapshot/normalize';
import { extractProduct } from './extract-product';

/**
 * A person's pattern that does not finish by its deadline (the thread is ended: pattern-workers.test.ts)
 * is reported and skipped like one RE2 refuses: the scrape goes on without it.
 */
jest.mock('../user-patterns/pattern-workers', () => ({
  findFirstMatch: async () => ({ ok: false, problem: 'pattern_timeout' }),
  removeMatchesByLine: async () => ({ ok: false, problem: 'pattern_timeout' }),
}));

const url = 'https://shop.example/p';
const html = `<html><body><script type="application/ld+json">{"@type":"Product","offers":{"@type":"Offer","price":"4.99","priceCurrency":"EUR"}}</script>
<p>Price: 5,49 €</p><p>Stock: 4 left</p></body></html>`;

describe('a user pattern past its deadline', () => {
  it('the price pattern is reported (pattern_timeout) and structured data still answers', async () => {
    const r = await extractProduct(html, { url, settings: { priceRegex: 'price: ([\\d,]+ €)' } });
    expect(r.problems).toEqual(expect.arrayContaining(['pattern_timeout', 'override_missed']));
    expect(r.price).toMatchObject({ amountMinor: 499, currency: 'EUR', source: 'jsonld' });
  });

  it('noise patterns are reported (pattern_timeout) and the text keeps what they would have removed', async () => {
    const r = await normalizeSnapshot(html, { ignorePatterns: ['stock: \\d+', '('] });
    expect(r.problems).toEqual(['invalid_pattern', 'pattern_timeout']);
    expect(r.text).toBe('Price: 5,49 €\nStock: 4 left');
  });
});
