import { availabilitySegments, priceMatrix } from './current-prices';
import { buildSeries, chartRows, mapFor, mapLines, rangeStart, violatesMap } from './price-series';
import { page, price, product, variation } from './test-data';

const T = (d: string) => Date.parse(d);

describe('price series for the overview chart', () => {
  const pages = [page(1, { retailer_name: 'Alpha' }), page(2, { retailer_name: null, domain: 'beta.test' })];

  it('builds one step series per page with a closing point at the last observation', () => {
    const s = buildSeries(
      [
        price(1, 129900, '2025-01-01T00:00:00Z', '2025-01-05T00:00:00Z'),
        price(1, 119900, '2025-01-05T00:00:00Z', '2025-01-09T00:00:00Z'),
        price(2, 129900, '2025-01-02T00:00:00Z', '2025-01-09T00:00:00Z'),
      ],
      { product: product(), pages, variations: [], from: null },
    );
    expect(s.map((x) => x.label)).toEqual(['Alpha · Product · shop1.test/p', 'beta.test · Product · shop2.test/p']);
    expect(s[0].points.map((p) => [p.t, p.amount])).toEqual([
      [T('2025-01-01T00:00:00Z'), 129900],
      [T('2025-01-05T00:00:00Z'), 119900],
      [T('2025-01-09T00:00:00Z'), 119900],
    ]);
    expect(s[0].points.map((p) => p.violation)).toEqual([false, true, true]);
    expect(s[0].points[2].priceId).toBeNull();
  });

  it('starts a new series when the currency changes and never compares across currencies', () => {
    const s = buildSeries([price(1, 129900, '2025-01-01T00:00:00Z'), price(1, 100, '2025-01-02T00:00:00Z', '2025-01-02T00:00:00Z', { currency: 'USD' })], {
      product: product(),
      pages,
      variations: [],
      from: null,
    });
    expect(s).toHaveLength(2);
    expect(s[1].points[0].violation).toBe(false);
  });

  it('moves points from before the range to its start, keeping the one that held then', () => {
    const from = '2025-01-10T00:00:00Z';
    const s = buildSeries(
      [price(1, 130000, '2025-01-01T00:00:00Z', '2025-01-03T00:00:00Z'), price(1, 125000, '2025-01-03T00:00:00Z', '2025-01-20T00:00:00Z')],
      { product: product(), pages, variations: [], from },
    );
    expect(s[0].points.map((p) => [p.t, p.amount])).toEqual([
      [T(from), 125000],
      [T('2025-01-20T00:00:00Z'), 125000],
    ]);
  });

  it('lays the series out as recharts rows in major units', () => {
    const s = buildSeries([price(1, 129900, '2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z'), price(2, 5000, '2025-01-02T00:00:00Z')], {
      product: product(),
      pages,
      variations: [],
      from: null,
    });
    const rows = chartRows(s);
    expect(rows).toEqual([
      { t: T('2025-01-01T00:00:00Z'), [s[0].key]: 1299 },
      { t: T('2025-01-02T00:00:00Z'), [s[0].key]: 1299, [s[1].key]: 50 },
    ]);
    expect(mapLines(s)).toEqual([{ value: 1249, label: 'MAP EUR', currency: 'EUR' }]);
  });

  it('uses the variation MAP over the product MAP', () => {
    expect(mapFor(product(), variation(1, { map_amount: 99900, map_currency: 'EUR' }))).toEqual({ amount: 99900, currency: 'EUR' });
    expect(mapFor(product(), variation(1))).toEqual({ amount: 124900, currency: 'EUR' });
    expect(mapFor(product({ map_amount: null }), null)).toBeNull();
    expect(violatesMap(124900, 'EUR', { amount: 124900, currency: 'EUR' })).toBe(false);
    expect(violatesMap(124899, 'EUR', { amount: 124900, currency: 'EUR' })).toBe(true);
  });

  it('knows the range starts', () => {
    const now = T('2025-04-01T00:00:00Z');
    expect(rangeStart('30d', now)).toBe('2025-03-02T00:00:00.000Z');
    expect(rangeStart('all', now)).toBeNull();
  });
});

describe('current price matrix and availability', () => {
  it('puts retailers in rows and variations in columns, marking MAP violations', () => {
    const latest = (amount: number) => ({
      amount,
      list_amount: null,
      currency: 'EUR',
      availability: 'in_stock' as const,
      source: 'jsonld' as const,
      observed_at: '',
    });
    const m = priceMatrix(
      product(),
      [
        page(1, { retailer_name: 'B', variation_id: 7, latest_price: latest(119900) }),
        page(2, { retailer_name: 'A', variation_id: 7, latest_price: latest(129900) }),
        page(3, { retailer_name: 'A', company_retailer_id: 2, variation_id: null }),
      ],
      [variation(7, { name: 'Black' }), variation(8, { name: 'Unused' })],
    );
    // One row per page, never several prices in one cell.
    expect(m.rows.map((r) => [r.retailer, r.variation, r.page])).toEqual([
      ['A', 'Product', 'shop3.test/p'],
      ['A', 'Black', 'shop2.test/p'],
      ['B', 'Black', 'shop1.test/p'],
    ]);
    expect(m.rows.map((r) => [r.cell.price?.amount ?? null, r.cell.violation])).toEqual([
      [null, false],
      [129900, false],
      [119900, true],
    ]);
  });

  it('merges runs of the same availability', () => {
    const [s] = buildSeries(
      [
        price(1, 100, '2025-01-01T00:00:00Z'),
        price(1, 90, '2025-01-02T00:00:00Z'),
        price(1, 90, '2025-01-03T00:00:00Z', '2025-01-04T00:00:00Z', { availability: 'out_of_stock' }),
      ],
      { product: product(), pages: [page(1)], variations: [], from: null },
    );
    expect(availabilitySegments(s).map((x) => [x.availability, x.from, x.to])).toEqual([
      ['in_stock', T('2025-01-01T00:00:00Z'), T('2025-01-03T00:00:00Z')],
      ['out_of_stock', T('2025-01-03T00:00:00Z'), T('2025-01-04T00:00:00Z')],
    ]);
  });
});
