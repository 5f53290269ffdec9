export type LocaleSeparators = { decimal: string; group: string; region: string | null };

/**
 * The decimal and grouping characters a locale writes ("de-DE" → "," and "."), from the runtime's
 * ICU data, plus its region (for "$" and "¥"). An unknown or malformed locale gives null: a bad
 * hint must not change how a price is read.
 */
export function localeSeparators(locale: string | undefined): LocaleSeparators | null {
  if (!locale) return null;
  try {
    if (Intl.NumberFormat.supportedLocalesOf(locale).length === 0) return null;
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
    const group = normalizeSeparator(parts.find((p) => p.type === 'group')?.value ?? ',');
    const region = new Intl.Locale(locale).maximize().region ?? null;
    return { decimal, group, region };
  } catch {
    return null;
  }
}

/** Same folding as the parser's input: every kind of space is " ", every apostrophe is "'". */
export function normalizeSeparator(value: string): string {
  return value.replace(/[\u00A0\u2007\u2008\u2009\u200A\u202F]/g, ' ').replace(/[’‘ʼ′`´]/g, "'");
}
