import { csvCell } from '@/lib/csv/csv-cell';
import { flattenReportRow, reportCell, reportToCsv } from './report-csv';

/** A naive reader for one line: splits on the separator outside double quotes, unquotes. */
function readLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  return [...cells, cell];
}

const FORMULA = /^[=+\-@\t\r]/;

describe('csvCell: safe for comma, semicolon and tab readers', () => {
  it('quotes a cell holding any separator a locale may use, a line break or a quote', () => {
    expect(csvCell('shop;=1+2;x')).toBe(`"shop;'=1+2;x"`);
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('plain text')).toBe('plain text');
  });

  it.each(['=1+2', '+1', '-1+2', '@SUM(A1)', '\t=1', '\r=1', '-', '=HYPERLINK("http://x","y")'])('neutralises the leading trigger of %j', (text) => {
    const cell = readLine(csvCell(text), ',');
    expect(cell).toHaveLength(1);
    expect(cell[0]).toMatch(/^'/);
    expect(cell[0].replace(/'/g, '')).toBe(text.replace(/'/g, ''));
  });

  it('neutralises a formula in the middle of a value, wherever a reader might split it', () => {
    for (const text of ['shop;=1+2;x', 'shop,=1+2,x', 'shop\t=1+2', 'first line\n=1+2', 'a\r\n@cmd', 'x;+1;-2+3;@A1']) {
      const out = csvCell(text);
      for (const separator of [',', ';', '\t']) {
        // A reader that honours quotes sees one safe cell; one that ignores them still sees no formula.
        for (const cell of readLine(out, separator)) expect(cell).not.toMatch(FORMULA);
        for (const cell of out.split(/[,;\t\r\n]/)) expect(cell.replace(/^"/, '')).not.toMatch(FORMULA);
      }
    }
  });

  it('keeps what is strictly a number a number (it cannot be a formula), our own negative price deltas included', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(0)).toBe('0');
    expect(csvCell('-12.5e3')).toBe("'-12.5e3");
    expect(csvCell('-1-1')).toBe("'-1-1");
    expect(csvCell('-12,5')).toBe(`"'-12,5"`);
  });

  it('writes a retailer named like a de-DE formula as one quoted, neutralised cell', () => {
    const csv = reportToCsv({
      kind: 'change_digest',
      period: { from: '2025-01-01T00:00:00Z', to: '2025-02-01T00:00:00Z' },
      generated_at: '2025-02-01T00:00:00Z',
      summary: {},
      rows: [{ retailer: 'shop;=1+2;x', delta_amount: -1250, currency: 'EUR', evidence: [] }],
    });
    const line = csv.split('\r\n')[1];
    expect(line).toBe(`"shop;'=1+2;x",EUR,-12.50,,,,`);
    expect(readLine(line, ';').every((cell) => !FORMULA.test(cell))).toBe(true);
  });
});

describe('reports as spreadsheets: no JSON, money in decimals, the columns people read first', () => {
  const period = { from: '2025-01-01T00:00:00Z', to: '2025-02-01T00:00:00Z' };
  // Keys as jsonb keeps them (by length), not as the report wrote them.
  const overviewRow = {
    max: { amount: 129900, price_id: 2, observed_at: '2025-01-02T00:00:00Z' },
    min: { amount: 119900, price_id: 3, observed_at: '2025-01-03T00:00:00Z' },
    url: 'https://a.test/p',
    points: 2,
    page_id: 7,
    current: { amount: 99900, currency: 'CHF', price_id: 4, availability: 'in_stock', observed_at: '2025-01-04T00:00:00Z' },
    currency: 'EUR',
    retailer: 'Alpha Shop',
    evidence: [],
  };

  it('keeps the price overview table readable: min, max and current in their own columns, money formatted, no JSON', () => {
    const flat = flattenReportRow({ ...overviewRow, observations: [{ amount: 1, price_id: 9 }] });
    expect(Object.keys(flat)).not.toContain('observations');
    expect(reportCell(flat, 'current_amount', 'csv')).toBe('999.00');
    expect(reportCell(flat, 'current_amount')).toContain('999.00');
    expect(reportCell(flat, 'min_amount')).toBe('€1,199.00');
    for (const key of Object.keys(flat)) if (key !== 'evidence') expect(String(reportCell(flat, key))).not.toMatch(/[{[]/);
  });

  it('writes the price overview one row per observation in the stated columns, amounts as decimals beside a currency', () => {
    const row = {
      ...overviewRow,
      variation_id: 3,
      observations: [
        {
          amount: 129900,
          price_id: 2,
          version_id: 11,
          availability: 'in_stock',
          observed_at: '2025-01-02T00:00:00Z',
          last_observed_at: '2025-01-02T06:00:00Z',
        },
        {
          amount: 119900,
          price_id: 3,
          version_id: 12,
          availability: 'out_of_stock',
          observed_at: '2025-01-03T00:00:00Z',
          last_observed_at: '2025-01-05T00:00:00Z',
        },
      ],
    };
    const jpy = {
      url: 'https://www.b.test/jp/item/',
      retailer: 'Beta',
      currency: 'JPY',
      page_id: 8,
      variation_id: null,
      observations: [
        { amount: 1299, price_id: 5, version_id: null, availability: 'unknown', observed_at: '2025-01-01T00:00:00Z', last_observed_at: '2025-01-01T00:00:00Z' },
      ],
      evidence: [],
    };
    const lines = reportToCsv({ kind: 'price_overview', period, generated_at: period.to, summary: {}, rows: [jpy, row] }).split('\r\n');
    expect(lines[0]).toBe('retailer,page,url,variation_id,observed_at,last_observed_at,amount,currency,availability,price_id,version_id');
    expect(lines.slice(1)).toEqual([
      'Alpha Shop,a.test/p,https://a.test/p,3,2025-01-02T00:00:00Z,2025-01-02T06:00:00Z,1299.00,EUR,in_stock,2,11',
      'Alpha Shop,a.test/p,https://a.test/p,3,2025-01-03T00:00:00Z,2025-01-05T00:00:00Z,1199.00,EUR,out_of_stock,3,12',
      'Beta,b.test/jp/item,https://www.b.test/jp/item/,,2025-01-01T00:00:00Z,2025-01-01T00:00:00Z,1299,JPY,unknown,5,',
      '',
    ]);
    // Parsed back, every amount is a number and every currency a code.
    for (const line of lines.slice(1, -1)) {
      const cells = readLine(line, ',');
      expect(Number.isFinite(Number(cells[6]))).toBe(true);
      expect(cells[7]).toMatch(/^[A-Z]{3}$/);
      expect(line).not.toMatch(/[{}]/);
    }
    expect(lines.slice(1, -1).map((l) => Number(readLine(l, ',')[6]))).toEqual([1299, 1199, 1299]);
  });

  it('writes an older price overview (no observations stored) from the points it kept, each once', () => {
    const old = {
      ...overviewRow,
      first: { amount: 129900, price_id: 2, observed_at: '2025-01-02T00:00:00Z' },
      last: { amount: 119900, price_id: 3, observed_at: '2025-01-03T00:00:00Z' },
    };
    const lines = reportToCsv({ kind: 'price_overview', period, generated_at: period.to, summary: {}, rows: [old] }).split('\r\n');
    expect(lines.slice(1, -1).map((l) => readLine(l, ',').slice(4, 10))).toEqual([
      ['2025-01-02T00:00:00Z', '', '1299.00', 'EUR', '', '2'],
      ['2025-01-03T00:00:00Z', '', '1199.00', 'EUR', '', '3'],
    ]);
  });

  it('writes the MAP report one row per violating observation, with the MAP and the shortfall as decimals', () => {
    const row = {
      retailer: 'Beta',
      url: 'https://beta.test/p/1',
      currency: 'EUR',
      map_amount: 1500,
      lowest_amount: 1249,
      violations: [
        { amount: 1249, price_id: 1, version_id: 5, observed_at: '2025-01-03T10:00:00Z' },
        { amount: 1399, price_id: 2, version_id: 6, observed_at: '2025-01-04T10:00:00Z' },
      ],
      evidence: [],
    };
    const lines = reportToCsv({ kind: 'map_violations', period, generated_at: period.to, summary: {}, rows: [row] }).split('\r\n');
    expect(lines).toEqual([
      'retailer,page,url,variation_id,observed_at,amount,currency,map_amount,below_map_by,price_id,version_id',
      'Beta,beta.test/p/1,https://beta.test/p/1,,2025-01-03T10:00:00Z,12.49,EUR,15.00,2.51,1,5',
      'Beta,beta.test/p/1,https://beta.test/p/1,,2025-01-04T10:00:00Z,13.99,EUR,15.00,1.01,2,6',
      '',
    ]);
  });
});
