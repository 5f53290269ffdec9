import { monitorEventLoopDelay } from 'node:perf_hooks';
import { normalizeSnapshot } from '../snapshot/normalize';
import { closePatternWorkers } from '../user-patterns/pattern-workers';
import { extractProduct } from './extract-product';

/**
 * A person's pattern runs with RE2 in the engine too, never with `new RegExp`, and
 * off the event loop (user-patterns/pattern-workers.test.ts measures the loop on the runner itself).
 */

const url = 'https://shop.example/p';
/** A 100 KB product page that is all one run of a's: where `(a+)+b` backtracks forever. */
const BIG = `<html><body><h1>Kettle</h1><p>${'a'.repeat(100_000)}</p></body></html>`;
const SMALL = `<html><body><p>${'a'.repeat(30)}</p></body></html>`;

const run = async (html: string, pattern: string | null) => {
  await extractProduct(html, { url, settings: pattern ? { priceRegex: pattern } : {} });
  await normalizeSnapshot(html, { ignorePatterns: pattern ? [pattern] : [] });
};

/** The longest the event loop waited (ms) while the work ran. */
async function stall(work: () => Promise<void>): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 1));
  await work();
  await new Promise((resolve) => setTimeout(resolve, 20));
  delay.disable();
  return delay.max / 1e6;
}

afterAll(() => closePatternWorkers());

describe('user patterns in extraction and snapshots', () => {
  it('(a+)+b against 30 a’s takes milliseconds', async () => {
    await run(SMALL, '(a+)+b');
    const started = performance.now();
    await run(SMALL, '(a+)+b');
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('the event loop is not held more than 50 ms longer than without the pattern on a 100 KB page', async () => {
    await run(BIG, '(a+)+b');
    await run(BIG, null);
    // Best of three each (the machine is shared): what the pattern adds, not the parse every page costs.
    const best = async (pattern: string | null) =>
      Math.min(await stall(() => run(BIG, pattern)), await stall(() => run(BIG, pattern)), await stall(() => run(BIG, pattern)));
    const without = await best(null);
    const withPattern = await best('(a+)+b');
    expect(withPattern - without).toBeLessThan(50);
  });

  it('a stored pattern RE2 refuses (saved before the check existed) is reported and skipped, never run natively', async () => {
    const html = '<html><body><p>Price: 12,50 € 12,50 €</p></body></html>';
    const extracted = await extractProduct(html, { url, settings: { priceRegex: '(\\d+,\\d+ €) \\1', currency: 'EUR' } });
    expect(extracted.problems).toContain('invalid_regex');
    expect(extracted.price?.source).not.toBe('regex');
    const normalized = await normalizeSnapshot(html, { ignorePatterns: ['(\\d+,\\d+ €) \\1', 'price(?=:)'] });
    expect(normalized.problems).toEqual(['invalid_pattern', 'invalid_pattern']);
    expect(normalized.text).toBe('Price: 12,50 € 12,50 €');
  });

  it('valid patterns keep working: first group of the price pattern, every match of a noise pattern removed', async () => {
    const html = '<html><body><script>var p = {"price": "1.199,00 €"};</script><p>Stock: 4</p><p>STOCK: 9 left</p></body></html>';
    expect((await extractProduct(html, { url, settings: { priceRegex: '"PRICE":\\s*"([^"]+)"' } })).price).toMatchObject({
      amountMinor: 119900,
      source: 'regex',
    });
    expect((await normalizeSnapshot(html, { ignorePatterns: ['stock: \\d+'] })).text).toBe('left');
  });
});
