import { diffCounts, foldRows, sideBySide } from './diff-rows';
import type { DiffFold } from './diff-rows';
import { csvCell } from '@/lib/csv/csv-cell';
import { reportCell, reportFileName, reportToCsv } from './report-csv';
import { scrapeOver, scrapeText } from './scrape-progress';
import { sparklinePath, sparklineTrend } from './sparkline';

const same = (text: string) => ({ type: 'same' as const, text });

describe('version diff side by side', () => {
  it('pairs a removed run with the added run after it, numbering each side', () => {
    const rows = sideBySide([
      same('Espresso'),
      { type: 'removed', text: '1.299,00 €' },
      { type: 'added', text: '1.199,00 €' },
      { type: 'added', text: 'Sale' },
      same('Dual boiler'),
    ]);
    expect(rows.map((r) => [r.left?.text ?? null, r.left?.type ?? null, r.right?.text ?? null, r.right?.type ?? null])).toEqual([
      ['Espresso', 'same', 'Espresso', 'same'],
      ['1.299,00 €', 'removed', '1.199,00 €', 'added'],
      [null, null, 'Sale', 'added'],
      ['Dual boiler', 'same', 'Dual boiler', 'same'],
    ]);
    expect(rows[3].left?.line).toBe(3);
    expect(rows[3].right?.line).toBe(4);
  });

  it('folds long unchanged runs but keeps the context around changes', () => {
    const lines = Array.from({ length: 10 }, (_, i) => same(`l${i}`));
    const items = foldRows(sideBySide([...lines, { type: 'added', text: 'new' }, ...lines]), 2);
    const folds = items.filter((i): i is DiffFold => i.kind === 'fold');
    expect(folds.map((f) => f.count)).toEqual([8, 8]);
    expect(items).toHaveLength(2 + 1 + 2 + 2);
    expect(folds[0].rows[0].left?.text).toBe('l0');
  });

  it('does not fold a run that is short enough', () => {
    const items = foldRows(sideBySide([same('a'), same('b'), { type: 'removed', text: 'x' }, same('c')]), 2);
    expect(items.every((i) => i.kind === 'row')).toBe(true);
    expect(diffCounts([same('a'), { type: 'removed', text: 'x' }, { type: 'added', text: 'y' }, { type: 'added', text: 'z' }])).toEqual({
      added: 2,
      removed: 1,
    });
  });
});

describe('report CSV', () => {
  const contents = {
    kind: 'change_digest' as const,
    period: { from: '2025-01-01T00:00:00Z', to: '2025-02-01T00:00:00Z' },
    generated_at: '2025-02-01T00:00:00Z',
    summary: {},
    rows: [
      {
        retailer: 'Shop, "A"',
        amount: 119900,
        currency: 'EUR',
        evidence: [{ page_id: 1, url: 'https://a.test/p', retailer: 'A', version_id: 3, price_id: 9, observed_at: '2025-01-05T00:00:00Z' }],
      },
      { retailer: '=cmd()', extra: true, evidence: [] },
    ],
  };

  it('writes one line per row with its evidence, quoted', () => {
    expect(reportToCsv(contents).split('\r\n')).toEqual([
      'retailer,currency,amount,extra,evidence_urls,evidence_version_ids,evidence_price_ids,evidence_observed_at',
      '"Shop, ""A""",EUR,1199.00,,https://a.test/p,3,9,2025-01-05T00:00:00Z',
      "'=cmd(),,,true,,,,",
      '',
    ]);
    expect(reportCell(contents.rows[0], 'amount')).toBe('€1,199.00');
    expect(reportFileName(contents)).toBe('change_digest-2025-01-01-2025-02-01.csv');
  });

  it('neutralizes formulas but keeps negative numbers', () => {
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell(null)).toBe('');
  });
});

describe('sparkline and scrape progress', () => {
  it('draws steps between the points', () => {
    expect(
      sparklinePath(
        [
          ['2025-01-01T00:00:00Z', 200],
          ['2025-01-02T00:00:00Z', 100],
        ],
        100,
        20,
      ),
    ).toBe('M2,2H98V18');
    expect(sparklinePath([['2025-01-01T00:00:00Z', 5]], 100, 20)).toBe('M2,10H98');
    expect(sparklinePath([], 100, 20)).toBe('');
    expect(
      sparklineTrend([
        ['a', 2],
        ['b', 1],
      ]),
    ).toBe('down');
  });

  it('says when a scrape is over', () => {
    expect(scrapeOver({ status: 'running', done: 1, total: 2 })).toBe(false);
    expect(scrapeOver({ status: 'running', done: 2, total: 2 })).toBe(true);
    expect(scrapeOver({ status: 'finished', done: 0, total: 2 })).toBe(true);
    expect(scrapeText({ status: 'running', done: 1, total: 2 })).toBe('1 of 2 pages checked');
  });
});
