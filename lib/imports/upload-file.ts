/** Checks of a chosen file before it is sent, and the words for the upload's refusals (pure; upload-file.test.ts). */
import type { ApiFailure } from '@/lib/api/api-fetch';

/** The contract's limits (IMPORT_MAX_BYTES, IMPORT_MAX_ROWS), repeated so zod stays out of the upload screen's first load; upload-file.test.ts holds them equal. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;

export const UPLOAD_ERROR = 'We could not upload the file. Please try again.';
export const LIMITS_TEXT = `CSV or Excel (.xlsx), up to ${IMPORT_MAX_BYTES / 1024 / 1024} MB and ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. The first row holds the column names.`;
const TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files, or save it as CSV.`;

/** What is wrong with a file before it is sent, or null. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return `“${file.name}” is not a CSV or .xlsx file. Save the sheet as CSV or Excel workbook (.xlsx) first.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > IMPORT_MAX_BYTES) return TOO_LARGE;
  return null;
}

/** The messages of a refused upload: 413 says the size, 422 the upstream's own words (too many rows, unreadable file). */
export function uploadErrorMessages(res: Pick<ApiFailure, 'status' | 'messages' | 'fieldErrors'>): string[] {
  if (res.status === 413) return [TOO_LARGE];
  if (res.status === 0) return ['The upload did not reach the server. Check your connection and try again.'];
  const fromFile = res.fieldErrors.file;
  if (fromFile && fromFile.length > 0) return fromFile;
  return res.messages.length > 0 ? res.messages : [UPLOAD_ERROR];
}

/** "1.2 MB", "830 kB". */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}
