import { normalizeSnapshot } from './normalize';
import { learnIgnores } from './learn-ignores';

describe('learnIgnores', () => {
  it('turns the words that differ between two loads into a pattern anchored to that line', () => {
    const a = 'Milk Jug\n24,90 €\nServed by node-3 in 41 ms\nMade in Italy';
    const b = 'Milk Jug\n24,90 €\nServed by node-5 in 23 ms\nMade in Italy';
    expect(learnIgnores(a, b, ['24,90 €'])).toEqual(['^Served by \\S+ in \\S+ ms$']);
  });

  it('learns nothing from a line without a stable word, from unpaired lines, or from the price line', () => {
    expect(learnIgnores('Mill\nA1 B2', 'Mill\nC3 D4', [])).toEqual([]);
    expect(learnIgnores('Mill', 'Mill\nNew block appeared', [])).toEqual([]);
    expect(learnIgnores('Mill\nNur heute 24,90 € statt 29,90 €', 'Mill\nNur heute 24,90 € statt 31,90 €', ['24,90 €'])).toEqual([]);
    expect(learnIgnores('same', 'same', [])).toEqual([]);
  });

  it('the learned patterns make two loads hash the same and still see a real change elsewhere', async () => {
    const page = (node: number, ms: number, price = '24,90 €') => `<main><h1>Milk Jug</h1><p>${price}</p><p>Served by node-${node} in ${ms} ms</p></main>`;
    const [a, b] = await Promise.all([normalizeSnapshot(page(3, 41)), normalizeSnapshot(page(5, 23))]);
    expect(a.hash).not.toBe(b.hash);
    const learned = learnIgnores(a.text, b.text, ['24,90 €']);
    const again = (html: string) => normalizeSnapshot(html, { ignorePatterns: learned });
    expect((await again(page(3, 41))).hash).toBe((await again(page(6, 77))).hash);
    expect((await again(page(3, 41))).hash).not.toBe((await again(page(3, 41, '19,90 €'))).hash);
  });
});
