export type DecimalSeparator = 'auto' | '.' | ',';

/** Currency symbols and codes a price may carry; stripped before reading the number. */
const CURRENCY = /[$€£¥₹₩₽₺₪₫฿₴₦₱]|\b(?:USD|EUR|GBP|CAD|AUD|CHF|JPY|SEK|NOK|DKK|PLN|MXN|BRL|INR|NZD)\b|\b(?:US|CA|AU|NZ|R|C)\$/gi;
/** Spaces a locale groups thousands with (normal, no-break, narrow no-break, thin) and the Swiss apostrophe. */
const GROUP_SPACES = /[\s\u00a0\u202f\u2009'’]/g;

const groupsOk = (intPart: string, sep: string) => {
  const groups = intPart.split(sep);
  return /^\d{1,3}$/.test(groups[0]) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
};

/**
 * A price cell as integer cents, or null when it is not a price. Numbers (XLSX) are taken as they
 * are. Text may carry a currency symbol or code and thousands separators: `12,49` and `12.49` are
 * 1249, `1.299,00` and `1,299.00` are 129900. With `auto`, the last of `.` and `,` is the decimal
 * mark when both appear; one kind of mark followed by exactly three digits groups thousands
 * (`1,299` and `1.299` are 129900); otherwise it is the decimal mark. At most two decimals; a
 * negative amount is not a price. `''` is "no price" (undefined).
 */
export function readPrice(cell: string | number | null | undefined, separator: DecimalSeparator = 'auto'): number | null | undefined {
  if (cell === null || cell === undefined) return undefined;
  if (typeof cell === 'number') return cell < 0 || !Number.isFinite(cell) ? null : Math.round(cell * 100);
  const text = cell.replace(CURRENCY, '').replace(GROUP_SPACES, '');
  if (text === '') return cell.trim() === '' ? undefined : null;
  if (!/^\d[\d.,]*$|^[.,]\d+$/.test(text)) return null;
  const decimal = decimalMark(text, separator);
  if (decimal === undefined) return null;
  const group = decimal === '.' ? ',' : decimal === ',' ? '.' : text.includes(',') ? ',' : '.';
  const at = decimal ? text.lastIndexOf(decimal) : -1;
  const intPart = at >= 0 ? text.slice(0, at) : text;
  const fraction = at >= 0 ? text.slice(at + 1) : '';
  if (decimal && text.indexOf(decimal) !== at) return null;
  if (!/^\d{0,2}$/.test(fraction) || (at >= 0 && fraction === '' && intPart === '')) return null;
  if (intPart.includes(group) && !groupsOk(intPart, group)) return null;
  const digits = intPart.split(group).join('');
  if (!/^\d*$/.test(digits)) return null;
  return Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** The decimal mark of a price text ('' when it has none), or undefined when the text cannot be read. */
function decimalMark(text: string, separator: DecimalSeparator): '.' | ',' | '' | undefined {
  if (separator !== 'auto') {
    const other = separator === '.' ? ',' : '.';
    if (text.includes(separator)) return separator;
    // Only the group mark: a grouped integer (`1,299` with `.` decimals).
    return text.includes(other) ? (groupsOk(text, other) ? '' : undefined) : '';
  }
  const dot = text.lastIndexOf('.');
  const comma = text.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return dot > comma ? '.' : ',';
  const mark = dot >= 0 ? '.' : comma >= 0 ? ',' : '';
  if (mark === '') return '';
  const count = text.split(mark).length - 1;
  const after = text.slice(text.lastIndexOf(mark) + 1);
  // `1,299` / `1.299.000`: thousands; `12,49` / `12.5`: decimals.
  if (count > 1 || after.length === 3) return groupsOk(text, mark) ? '' : undefined;
  return mark;
}
