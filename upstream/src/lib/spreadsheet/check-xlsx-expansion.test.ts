import ExcelJS from 'exceljs';
import { checkXlsxExpansion } from './check-xlsx-expansion';
import { UnreadableSheetError } from './read-sheet-rows';

/** A real workbook whose one cell holds `chars` characters: a few kB zipped, `chars` bytes inflated. */
async function workbookWith(chars: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Catalogue').addRow(['SKU', 'x'.repeat(chars)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('checkXlsxExpansion (zip bombs)', () => {
  it('lets an ordinary workbook through', async () => {
    await expect(checkXlsxExpansion(await workbookWith(100))).resolves.toBeUndefined();
  });

  it('refuses a workbook that inflates past the limit, however small the upload', async () => {
    const bytes = await workbookWith(3_000_000);
    expect(bytes.length).toBeLessThan(100_000);
    await expect(checkXlsxExpansion(bytes, 1_000_000)).rejects.toThrow(/expands to more than 1 MB/);
  });

  it('says a file that is not a zip cannot be read as a workbook', async () => {
    await expect(checkXlsxExpansion(Buffer.from('PK\u0003\u0004 not really'))).rejects.toBeInstanceOf(UnreadableSheetError);
  });
});
