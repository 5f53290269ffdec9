import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { readSheetRows } from './read-sheet-rows';
import { cellText } from './sheet-cell';

/**
 * The same workbook in the order that broke exceljs's reader: relationships and shared strings
 * first, then the sheets, and `xl/workbook.xml` last (JSZip keeps the order files are added in).
 */
async function workbookLast(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Catalogue');
  sheet.addRow(['SKU', 'Product']);
  sheet.addRow(['HM-100', 'Kettle One']);
  const zip = await JSZip.loadAsync(Buffer.from(await book.xlsx.writeBuffer()));
  const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir);
  const reordered = new JSZip();
  const sheets = names.filter((n) => n.startsWith('xl/worksheets/'));
  const order = [...names.filter((n) => n !== 'xl/workbook.xml' && !sheets.includes(n)), ...sheets, 'xl/workbook.xml'];
  for (const name of order) reordered.file(name, await zip.files[name].async('nodebuffer'));
  return reordered.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('readSheetRows (XLSX)', () => {
  it('reads a workbook whose workbook.xml comes after its sheets (exceljs would read model.sheets of undefined)', async () => {
    const rows: string[][] = [];
    const bytes = await workbookLast();
    for await (const row of readSheetRows(
      (async function* () {
        yield bytes;
      })(),
      'xlsx',
    ))
      rows.push(row.cells.map((c) => cellText(c)));
    expect(rows).toEqual([
      ['SKU', 'Product'],
      ['HM-100', 'Kettle One'],
    ]);
  });
});
