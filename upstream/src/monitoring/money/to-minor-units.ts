/** int + frac digits as minor units; null when precision would be lost or the number is too large. */
export function toMinorUnits(int: string, frac: string, digits: number): number | null {
  if (frac.length > digits && /[^0]/.test(frac.slice(digits))) return null; // "12.345" EUR
  const fracDigits = frac.slice(0, digits).padEnd(digits, '0');
  const minor = BigInt(int || '0') * 10n ** BigInt(digits) + BigInt(fracDigits || '0');
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}
