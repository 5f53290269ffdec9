import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { UnreadableSheetError } from './read-sheet-rows';

/** What the parts of one workbook may inflate to, together: far above a 50,000-row sheet's XML. */
export const XLSX_MAX_EXPANDED_BYTES = 256 * 1024 * 1024;

const open = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );

const inflate = (zip: ZipFile, entry: Entry) =>
  new Promise<void>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      // The bytes go nowhere: yauzl counts them and fails the stream past the entry's declared size.
      stream.on('error', reject).on('end', resolve).resume();
    }),
  );

/**
 * Refuses a workbook that inflates past XLSX_MAX_EXPANDED_BYTES (a "zip bomb": a 10 MB upload can
 * hold gigabytes of XML, which the sheet reader would hold in memory) before exceljs reads it. The
 * declared sizes are summed first; then every part is inflated once through yauzl, which fails a
 * part that inflates past its declared size, so a lying header cannot get more through.
 */
export async function checkXlsxExpansion(bytes: Buffer, limit = XLSX_MAX_EXPANDED_BYTES): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await open(bytes);
  } catch (error) {
    throw new UnreadableSheetError(`The file could not be read as an XLSX workbook (${error instanceof Error ? error.message : String(error)}).`);
  }
  const tooBig = () =>
    new UnreadableSheetError(`the workbook expands to more than ${Math.round(limit / 1024 / 1024)} MB, more than a spreadsheet of this size can hold`);
  try {
    const entries: Entry[] = await new Promise((resolve, reject) => {
      const all: Entry[] = [];
      zip.on('entry', (entry: Entry) => {
        all.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve(all));
      zip.on('error', reject);
      zip.readEntry();
    });
    const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > limit) throw tooBig();
    for (const entry of entries) if (!entry.fileName.endsWith('/')) await inflate(zip, entry);
  } catch (error) {
    if (error instanceof UnreadableSheetError) throw error;
    throw new UnreadableSheetError(`The file could not be read as an XLSX workbook (${error instanceof Error ? error.message : String(error)}).`);
  } finally {
    zip.close();
  }
}
