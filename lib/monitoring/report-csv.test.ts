import { csvCell } from '@/lib/csv/csv-cell';
import { reportToCsv } from './report-csv';

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
      kind: 'map_violations',
      period: { from: '2025-01-01T00:00:00Z', to: '2025-02-01T00:00:00Z' },
      generated_at: '2025-02-01T00:00:00Z',
      summary: {},
      rows: [{ retailer: 'shop;=1+2;x', delta_amount: -1250, currency: 'EUR', evidence: [] }],
    });
    const line = csv.split('\r\n')[1];
    expect(line).toBe(`"shop;'=1+2;x",-12.50,EUR,,,,`);
    expect(readLine(line, ';').every((cell) => !FORMULA.test(cell))).toBe(true);
  });
});
