/**
 * CSV cells for any export built in the browser (monitoring reports, the activity log):
 * comma-separated with CRLF (RFC 4180), but safe for any reader (OWASP's CSV injection advice).
 */

/** What a spreadsheet takes as the start of a formula (OWASP: = + - @, tab, CR). */
const TRIGGER = /^[=+\-@\t\r]/;
/** Strictly a number (our amounts, ids, price deltas like -12.50): evaluates to itself in every locale. */
const NUMBER = /^-?\d+(\.\d+)?$/;
/** What some reader splits cells on: comma (en), semicolon (de-DE and other comma-decimal locales), tab (pasting), line breaks. */
const SEPARATOR = /([,;\t\r\n])/;

const neutral = (text: string) => (TRIGGER.test(text) && !NUMBER.test(text) ? `'${text}` : text);

/**
 * The text of one cell made formula-safe, unquoted: what `csvCell` writes before quoting, for
 * writers that quote for themselves (csv-stringify) and for XLSX text cells (the server exports).
 */
export function formulaSafe(text: string): string {
  const pieces = text.split(SEPARATOR).map((piece, i) => (i > 0 && i % 2 === 0 ? neutral(piece) : piece));
  return TRIGGER.test(text) && !NUMBER.test(text) ? `'${pieces.join('')}` : pieces.join('');
}

/**
 * One cell. Every piece a reader could see as a cell — the whole value, and each piece after a
 * comma, semicolon, tab or line break in it — that starts like a formula is prefixed with `'`,
 * unless it is strictly a number (`-12.5` is a number, never a formula; `-1+2` or `-12,5` are
 * prefixed). A value holding a separator of any locale, a line break or a quote is quoted, so a
 * semicolon reader sees `shop;=1+2;x` as one cell; the inner prefix also holds for a reader that
 * ignores quotes.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const safe = formulaSafe(text);
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as one CSV text (CRLF line ends). */
export function csvText(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}
