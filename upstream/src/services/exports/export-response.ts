import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { stringify } from 'csv-stringify/sync';
import { formulaSafe } from '@/lib/csv/csv-cell';
import { logError } from '@/lib/log';
import { contentDisposition } from '../../lib/document-response';
import type { Cell, ColumnKind, ExportSource } from './export-dataset';
import { loadExcelJS } from '../../lib/on-demand-modules';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** At most this many rows per export; a longer list ends with a note row saying so. */
export const EXPORT_MAX_ROWS = 100_000;
/** Rows read per query. */
export const EXPORT_BATCH = 500;

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const capNote = (max: number) => `Export stopped at ${max.toLocaleString('en-US')} rows: narrow the filters or the search to export the rest.`;

/** A text cell made formula-safe (lib/csv: = + - @ tab CR start a formula; a plain number does not). */
const text = (value: Cell): string => (value === null || value === undefined ? '' : formulaSafe(String(value)));

/** One row as CSV cells: text neutralised, numbers as written, decimals as their text. */
const csvRow = (row: Cell[], kinds: ColumnKind[]) => row.map((v, i) => (kinds[i] === 'text' ? text(v) : (v ?? '')));

/** One row as XLSX values: text neutralised, numbers and decimals as numbers (empty stays empty). */
const xlsxRow = (row: Cell[], kinds: ColumnKind[]) =>
  row.map((v, i) => (kinds[i] === 'text' ? text(v) : v === null || v === undefined || v === '' ? null : Number(v)));

/** The number format that shows a decimal as written: `12.49` → `0.00`, `1000` → `0`. */
const decimalFormat = (v: string) => {
  const places = v.split('.')[1]?.length ?? 0;
  return places ? `0.${'0'.repeat(places)}` : '0';
};

/** csv-stringify writes; `;` and tab are quoted too, so a semicolon reader sees one cell (lib/csv). */
const csvText = (rows: (string | number)[][]) => stringify(rows, { record_delimiter: 'windows', quoted_match: /[;\t]/ });

type Sink = { write: (rows: Cell[][]) => Promise<void>; note: (line: string) => Promise<void>; end: () => Promise<void> };

async function written(out: PassThrough, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

function csvSink(out: PassThrough, source: ExportSource): Sink {
  out.write(csvText([source.headers]));
  return {
    write: (rows) => written(out, csvText(rows.map((r) => csvRow(r, source.kinds)))),
    note: (line) => written(out, csvText([[text(line)]])),
    end: async () => void out.end(),
  };
}

async function xlsxSink(out: PassThrough, source: ExportSource, sheet: string): Promise<Sink> {
  const ExcelJS = await loadExcelJS();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = book.addWorksheet(sheet.slice(0, 31));
  ws.columns = source.headers.map((header) => ({ header, width: Math.min(40, Math.max(12, header.length + 2)) }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  return {
    write: async (rows) => {
      for (const cells of rows) {
        const row = ws.addRow(xlsxRow(cells, source.kinds));
        // A decimal keeps the places it was written with (12.50, or 1000 for yen).
        cells.forEach((v, i) => {
          if (source.kinds[i] === 'decimal' && typeof v === 'string') row.getCell(i + 1).numFmt = decimalFormat(v);
        });
        row.commit();
      }
      // The workbook's zip compresses off the main thread: give it a turn, then wait while the
      // caller has not read what it produced (the zip is piped into `out`, so `out` holds it).
      await new Promise((resolve) => setImmediate(resolve));
      while (out.writableNeedDrain && !out.destroyed) await once(out, 'drain');
    },
    note: async (line) => ws.addRow([text(line)]).commit(),
    end: async () => {
      ws.commit();
      await book.commit();
    },
  };
}

/** Reads the batches into the sink, at most `max` rows, then a note row if there were more. */
async function pump(source: ExportSource, sink: Sink, out: PassThrough, max: number): Promise<void> {
  let count = 0;
  for await (const batch of source.batches(EXPORT_BATCH)) {
    if (out.destroyed) return;
    const room = max - count;
    if (batch.length > room) {
      await sink.write(batch.slice(0, room));
      await sink.note(capNote(max));
      break;
    }
    await sink.write(batch);
    count += batch.length;
  }
  await sink.end();
}

/**
 * The export as a streamed attachment: rows are read a batch at a time while the caller reads the
 * body (backpressure through the stream), never all in memory. A failure after the headers were
 * sent ends the body early, so the file is visibly incomplete.
 */
export function exportResponse(source: ExportSource, opts: { format: ExportFormat; fileName: string; sheet: string; max?: number }): Response {
  const out = new PassThrough();
  const sink = opts.format === 'csv' ? Promise.resolve(csvSink(out, source)) : xlsxSink(out, source, opts.sheet);
  sink
    .then((s) => pump(source, s, out, opts.max ?? EXPORT_MAX_ROWS))
    .catch((error: unknown) => {
      // The caller went away (the body was cancelled): nothing failed, the reading just stops.
      if (out.destroyed) return;
      const failure = error instanceof Error ? error : new Error(String(error));
      logError('export failed while streaming', { file: opts.fileName, error: failure.message, stack: failure.stack });
      out.destroy(failure);
    });
  const body = Readable.toWeb(out) as WebReadableStream<Uint8Array>;
  return new Response(body as unknown as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': EXPORT_MEDIA_TYPES[opts.format],
      'Content-Disposition': contentDisposition(`${opts.fileName}.${opts.format}`),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}

/** `Acme Foods` + `products` + the day → `acme-foods-products-2026-12-06`. */
export function exportFileName(owner: string, title: string, now: Date): string {
  const slug = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .replace(/^-|-$/g, '');
  return [slug(owner) || 'export', slug(title), now.toISOString().slice(0, 10)].join('-');
}
