import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { parse } from 'csv-parse';
import type { SheetCell, SheetRow } from './sheet-cell';
import { fromExcelValue } from './sheet-cell';
import { decodeWindows1252 } from './windows-1252';
import { loadExcelJS } from '../on-demand-modules';

export type SheetFormat = 'csv' | 'xlsx';

/** Thrown when the file cannot be read as its format (a broken XLSX, a CSV with an unclosed quote). */
export class UnreadableSheetError extends Error {}

const toNode = (source: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): Readable =>
  source instanceof ReadableStream ? Readable.fromWeb(source as NodeReadableStream<Uint8Array>) : Readable.from(source);

/**
 * The rows of a CSV or of the first worksheet of an XLSX, streamed (never the whole file in memory):
 * exceljs's streaming WorkbookReader, csv-parse with the delimiter detected from the first line.
 */
export function readSheetRows(source: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, format: SheetFormat): AsyncGenerator<SheetRow> {
  return format === 'xlsx' ? readXlsxRows(toNode(source)) : readCsvRows(toNode(source));
}

async function* readXlsxRows(input: Readable): AsyncGenerator<SheetRow> {
  const ExcelJS = await loadExcelJS();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'cache', styles: 'cache' });
  // exceljs names a worksheet from `xl/workbook.xml` (its `model`), which a zip may hold after the
  // sheets (exceljs's own writer does, now and then): it then reads `model.sheets` of undefined and
  // the import fails. Only the name is lost without it, and this reader never uses the name.
  const withModel = reader as unknown as { model?: { sheets?: unknown[] } };
  withModel.model ??= { sheets: [] };
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? (row.values as unknown[]) : [];
        // exceljs rows are 1-based (index 0 is empty).
        const cells: SheetCell[] = [];
        for (let i = 1; i < values.length; i++) cells.push(fromExcelValue(values[i]));
        yield { number: row.number, cells };
      }
      // Only the first worksheet: the others are notes, lookups, pivots.
      break;
    }
  } catch (error) {
    throw new UnreadableSheetError(`The file could not be read as an XLSX workbook (${error instanceof Error ? error.message : String(error)}).`);
  } finally {
    input.destroy();
  }
}

/** The delimiter of a CSV: whichever of `,` `;` tab is most frequent in its first line, outside quotes. */
export function detectDelimiter(head: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of head) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts]++;
  }
  return counts[';'] > counts[','] && counts[';'] >= counts['\t'] ? ';' : counts['\t'] > counts[','] ? '\t' : ',';
}

async function* readCsvRows(input: Readable): AsyncGenerator<SheetRow> {
  // The first chunk(s) decide the delimiter; then they are fed to the parser with the rest.
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let ended = false;
  while (size < 64 * 1024) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(Buffer.from(next.value));
    size += next.value.length;
  }
  const head = Buffer.concat(chunks);
  // Excel's "CSV" on Windows is Windows-1252, not UTF-8: a head that is not UTF-8 (a character cut
  // at its end aside) is read as Windows-1252, a single-byte encoding, so chunks decode one by one.
  const ansi = !isUtf8(ended ? head : head.subarray(0, Math.max(0, head.length - 3)));
  const text = (chunk: Buffer): Buffer | string => (ansi ? decodeWindows1252(chunk) : chunk);
  const delimiter = detectDelimiter((ansi ? decodeWindows1252(head) : head.toString('utf8')).replace(/^\uFEFF/, ''));
  async function* all(): AsyncGenerator<Buffer | string> {
    for (const chunk of chunks) yield text(chunk);
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield text(Buffer.from(next.value));
  }
  const parser = Readable.from(all()).pipe(
    parse({ delimiter, record_delimiter: ['\r\n', '\n', '\r'], bom: true, relax_column_count: true, relax_quotes: true }),
  );
  let number = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      number++;
      yield { number, cells: record.map((v) => (v === '' ? null : v)) };
    }
  } catch (error) {
    throw new UnreadableSheetError(`The file could not be read as CSV (${error instanceof Error ? error.message : String(error)}).`);
  } finally {
    input.destroy();
  }
}
