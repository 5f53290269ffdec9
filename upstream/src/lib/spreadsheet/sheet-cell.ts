/** A hyperlink cell: the text it shows and the address it links to. */
export type SheetLink = { text: string; link: string };
/** One cell as the import reads it: text, a number (XLSX numbers stay numbers), a hyperlink, or nothing. */
export type SheetCell = string | number | SheetLink | null;

/** A row of the first worksheet with its spreadsheet row number (the header is row 1). */
export type SheetRow = { number: number; cells: SheetCell[] };

/** `0 → A`, `25 → Z`, `26 → AA`: a column's letters from its index. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** `D14`: the cell of a column index in a spreadsheet row. */
export const cellName = (columnIndex: number, rowNumber: number) => `${columnLetters(columnIndex)}${rowNumber}`;

/** A cell as text (numbers as JavaScript writes them: no exponent below 1e21, so a UPC keeps its digits). */
export function cellText(cell: SheetCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'object') return cell.text || cell.link;
  return typeof cell === 'number' ? String(cell) : cell;
}

type Rich = { richText: { text: string }[] };
type Formula = { formula?: string; sharedFormula?: string; result?: unknown };
type Link = { text?: unknown; hyperlink?: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A date cell as `YYYY-MM-DD`, with the time when it has one (the file's clock, written as UTC by exceljs). */
function dateText(d: Date): string {
  const iso = d.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
}

/**
 * An exceljs cell value as a SheetCell. A formula is never evaluated: its cached result is used
 * when the file has one, else the formula itself as text (`=1+1`). Rich text is its plain text; a
 * hyperlink is its shown text, or its address when the text is empty; an error (`#N/A`) is its text.
 */
export function fromExcelValue(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dateText(value);
  if (!isObject(value)) return String(value);
  if (Array.isArray((value as Rich).richText)) return (value as Rich).richText.map((r) => r.text ?? '').join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const f = value as Formula;
    const result = f.result;
    if (result !== undefined && result !== null && !(isObject(result) && 'error' in result)) return fromExcelValue(result);
    return `=${f.formula ?? f.sharedFormula ?? ''}`;
  }
  if ('hyperlink' in value || 'text' in value) {
    const link = value as Link;
    const text = cellText(fromExcelValue(link.text));
    return link.hyperlink ? { text, link: link.hyperlink } : text;
  }
  if ('error' in value) return String(value.error);
  return null;
}
