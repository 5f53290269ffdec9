import { isUtf8 } from 'node:buffer';

/** What the import accepts, for the upload's 422. */
export const SHEET_TYPES_TEXT = 'CSV or XLSX';

/**
 * A spreadsheet's type from its first bytes, whatever its name says: a ZIP container is taken as
 * XLSX (reading it proves it), text (UTF-8 with or without a BOM, or Windows-1252) as CSV. Anything
 * else (a PNG renamed `.csv`, a legacy `.xls`, UTF-16 text) is refused.
 */
export function sniffSheet(head: Uint8Array, _originalName: string, complete: boolean): { mime: string; ext: 'csv' | 'xlsx' } | null {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) {
    return { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' };
  }
  if (head.length === 0 || head.includes(0)) return null;
  // Text: UTF-8 (a multi-byte character cut at the end of the head allowed), or a single-byte
  // encoding such as Windows-1252 (what Excel saves as CSV on Windows): no control bytes but tab and line ends.
  if (isUtf8(complete ? head : head.subarray(0, Math.max(0, head.length - 3)))) return { mime: 'text/csv', ext: 'csv' };
  return head.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0d) ? { mime: 'text/csv', ext: 'csv' } : null;
}
