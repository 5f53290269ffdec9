import { readPrice } from './read-price';
import { cellName, columnLetters, fromExcelValue } from './sheet-cell';
import { detectDelimiter, readSheetRows } from './read-sheet-rows';
import { sniffSheet } from './sniff-sheet';

describe('readPrice', () => {
  it.each([
    ['12.49', 1249],
    ['12,49', 1249],
    ['12,5', 1250],
    ['1.299,00', 129900],
    ['1,299.00', 129900],
    ['1,299', 129900],
    ['1.299', 129900],
    ['1 299,00', 129900],
    ['1\u202f299,00', 129900],
    ["1'299.50", 129950],
    ['$19.99', 1999],
    ['€ 12,49', 1249],
    ['12,49 €', 1249],
    ['USD 5', 500],
    ['CA$ 7.10', 710],
    ['1,234,567.89', 123456789],
    ['.5', 50],
    ['12.499', 1249900],
    ['0', 0],
  ])('reads %s as %i cents', (text, cents) => {
    expect(readPrice(text)).toBe(cents);
  });

  it.each(['12,49.0', '12.345.6', '1,29,00', '-5', 'ten', '12.4999', '1.2.3,4,5', '$', '12,,49'])('refuses %s', (text) => {
    expect(readPrice(text)).toBeNull();
  });

  it('takes numbers as they are, and an empty cell as no price', () => {
    expect(readPrice(19.99)).toBe(1999);
    expect(readPrice(0.1 + 0.2)).toBe(30);
    expect(readPrice(-1)).toBeNull();
    expect(readPrice('')).toBeUndefined();
    expect(readPrice(null)).toBeUndefined();
  });

  it('follows a stated decimal separator', () => {
    expect(readPrice('1,299', '.')).toBe(129900);
    expect(readPrice('1,29', ',')).toBe(129);
    expect(readPrice('1.299', ',')).toBe(129900);
    expect(readPrice('1.299', '.')).toBeNull();
    expect(readPrice('1.299,5', ',')).toBe(129950);
    expect(readPrice('1.299,5', '.')).toBeNull();
  });
});

describe('cells', () => {
  it('names cells by column letters and spreadsheet row', () => {
    expect([0, 3, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'D', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(cellName(3, 14)).toBe('D14');
  });

  it('reads exceljs values without evaluating formulas', () => {
    expect(fromExcelValue({ formula: '1+1' })).toBe('=1+1');
    expect(fromExcelValue({ formula: '1+1', result: 2 })).toBe(2);
    expect(fromExcelValue({ sharedFormula: 'A1', result: 'x' })).toBe('x');
    expect(fromExcelValue({ formula: 'A1/0', result: { error: '#DIV/0!' } })).toBe('=A1/0');
    expect(fromExcelValue({ richText: [{ text: 'Sun' }, { text: 'ny' }] })).toBe('Sunny');
    expect(fromExcelValue({ text: 'Shop', hyperlink: 'https://shop.example' })).toEqual({ text: 'Shop', link: 'https://shop.example' });
    expect(fromExcelValue(new Date(Date.UTC(2026, 0, 31)))).toBe('2026-01-31');
    expect(fromExcelValue(true)).toBe('TRUE');
    expect(fromExcelValue({ error: '#N/A' })).toBe('#N/A');
  });

  it('detects the delimiter of a CSV from its first line', () => {
    expect(detectDelimiter('SKU;Name;Price\n1;"a,b";2')).toBe(';');
    expect(detectDelimiter('SKU\tName\tPrice')).toBe('\t');
    expect(detectDelimiter('"Name; with semicolons",SKU,Price')).toBe(',');
    expect(detectDelimiter('SKU')).toBe(',');
  });

  it('takes a ZIP for XLSX and UTF-8 text for CSV, and nothing else', () => {
    expect(sniffSheet(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]), 'x.csv', true)?.ext).toBe('xlsx');
    expect(sniffSheet(new TextEncoder().encode('\uFEFFSKU;Prix\nA;12,49 €'), 'x.txt', true)?.ext).toBe('csv');
    expect(sniffSheet(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'x.csv', true)).toBeNull();
    expect(sniffSheet(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]), 'old.xls', true)).toBeNull();
    expect(sniffSheet(new Uint8Array([0xff, 0xfe, 0x53, 0x00]), 'utf16.csv', true)).toBeNull();
    expect(sniffSheet(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x3b, 0x31, 0x0d, 0x0a]), 'ansi.csv', true)?.ext).toBe('csv');
  });
});

describe('readSheetRows (CSV)', () => {
  async function* once(bytes: Uint8Array) {
    yield bytes;
  }
  const rows = async (bytes: Uint8Array) => {
    const out: (string | number | null)[][] = [];
    for await (const row of readSheetRows(once(bytes), 'csv')) out.push(row.cells.map((c) => (typeof c === 'object' && c !== null ? c.text : c)));
    return out;
  };

  it('reads UTF-8 with a BOM, and Windows-1252 (Excel on Windows)', async () => {
    expect(await rows(new TextEncoder().encode('\uFEFFName;Prix\nCafé;"12,49"\n\n'))).toEqual([['Name', 'Prix'], ['Café', '12,49'], [null]]);
    const ansi = Uint8Array.from([...Buffer.from('Name,Mark\nCaf'), 0xe9, ...Buffer.from(',Acme'), 0x99, 0x0d, 0x0a]);
    expect(await rows(ansi)).toEqual([
      ['Name', 'Mark'],
      ['Café', 'Acme™'],
    ]);
  });
});
