import type { LocaleSeparators } from './locale-separators';

/** A number as written: integer digits and fraction digits, no separators. */
export type ReadAmount = { kind: 'ok'; int: string; frac: string } | { kind: 'ambiguous' };

const AMBIGUOUS: ReadAmount = { kind: 'ambiguous' };

/**
 * Reads one number token (digits joined by single ".", ",", "'" or " ") without guessing.
 * Rules, in order (docs/decisions/0007):
 * 1. "." and "," both present: the last one is the decimal mark, the other groups ("1.234.567,89",
 *    "1,23,456.00"). Spaces and apostrophes always group ("1 099,00", "1'299.50").
 * 2. One mark used several times groups ("1.234.567").
 * 3. One mark used once followed by 1, 2 or 4+ digits is decimal ("1,5", "12.99").
 * 4. One mark once followed by exactly 3 digits is the hard case ("1.299"): decimal after a lone
 *    "0"; grouping when the currency has no minor unit (JPY); else the locale decides; else ambiguous.
 * Grouping must be well formed: groups of 3 (first 1–3), or Indian lakh groups ("1,23,456").
 */
export function readAmount(token: string, digits: number | null, locale: LocaleSeparators | null): ReadAmount {
  const marks = [...token.matchAll(/[^\d]/g)].map((m) => ({ char: m[0], index: m.index }));
  if (marks.length === 0) return { kind: 'ok', int: token, frac: '' };
  const last = marks[marks.length - 1];
  const decimalChars = new Set(marks.filter((m) => m.char === '.' || m.char === ',').map((m) => m.char));

  let decimalIndex: number | null;
  if (decimalChars.size === 2) {
    decimalIndex = last.index;
  } else if (decimalChars.size === 0) {
    decimalIndex = null;
  } else {
    const [char] = decimalChars;
    const uses = marks.filter((m) => m.char === char);
    if (uses.length > 1) decimalIndex = null;
    else if (uses[0] !== last)
      return AMBIGUOUS; // "1.234 567" mixes a lone mark with other grouping
    else if (marks.length > 1)
      decimalIndex = last.index; // "1 099,00": the other marks group
    else decimalIndex = decideLoneMark(token, last, digits, locale);
    if (decimalIndex === -1) return AMBIGUOUS;
  }

  const intPart = decimalIndex === null ? token : token.slice(0, decimalIndex);
  const frac = decimalIndex === null ? '' : token.slice(decimalIndex + 1);
  if (decimalIndex !== null && /[^\d]/.test(frac)) return AMBIGUOUS;
  const groupChars = new Set(intPart.replace(/\d/g, ''));
  if (groupChars.size > 1) return AMBIGUOUS;
  if (decimalIndex !== null && groupChars.has(token[decimalIndex])) return AMBIGUOUS;
  if (groupChars.size === 1 && !wellGrouped(intPart.split([...groupChars][0]))) return AMBIGUOUS;
  return { kind: 'ok', int: intPart.replace(/[^\d]/g, ''), frac };
}

/** Index of the decimal mark, null when the lone mark groups, -1 when nothing decides. */
function decideLoneMark(token: string, mark: { char: string; index: number }, digits: number | null, locale: LocaleSeparators | null): number | null {
  const after = token.length - mark.index - 1;
  if (after !== 3) return mark.index;
  if (/^0*$/.test(token.slice(0, mark.index))) return mark.index; // "0.299" cannot be grouping
  if (digits === 0) return null; // "¥1,299": yen have no minor unit, so the mark groups
  if (locale?.group === mark.char) return null;
  if (locale?.decimal === mark.char) return mark.index;
  return -1;
}

function wellGrouped(groups: string[]): boolean {
  const [first, ...rest] = groups;
  if (rest.length === 0) return true;
  if (!/^\d{1,3}$/.test(first) || /^0+$/.test(first)) return false;
  if (rest.every((g) => /^\d{3}$/.test(g))) return true;
  // Indian grouping: 1–2 digits, then pairs, then a final group of three ("12,34,56,789").
  const lastGroup = rest[rest.length - 1];
  return /^\d{1,2}$/.test(first) && /^\d{3}$/.test(lastGroup) && rest.slice(0, -1).every((g) => /^\d{2}$/.test(g));
}
