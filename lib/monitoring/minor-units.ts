/**
 * ISO 4217 minor units for the browser: only the codes whose decimals are not 2 (every other code,
 * known or not, formats with 2, as `currency-codes` plus money.ts's fallback give). `currency-codes`
 * (6 kB gzip with names and countries) stays on the server and in the schemas; this table keeps it
 * out of the monitoring and task screens' first load. `minor-units.test.ts` compares the table with
 * `currency-codes` code by code, so a dependency bump that changes a currency fails there.
 * Not `Intl…resolvedOptions().maximumFractionDigits`: CLDR differs from ISO for 29 codes (HUF, IDR,
 * COP, PKR, IQD…: 0 decimals) and depends on the browser's ICU, so the server and the browser
 * could write different text.
 */
export const MINOR_UNITS_NOT_TWO: Readonly<Record<string, number>> = {
  BHD: 3,
  BIF: 0,
  CLF: 4,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  IQD: 3,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  PYG: 0,
  RWF: 0,
  TND: 3,
  UGX: 0,
  UYI: 0,
  UYW: 4,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XAG: 0,
  XAU: 0,
  XBA: 0,
  XBB: 0,
  XBC: 0,
  XBD: 0,
  XDR: 0,
  XOF: 0,
  XPD: 0,
  XPF: 0,
  XPT: 0,
  XSU: 0,
  XTS: 0,
  XUA: 0,
  XXX: 0,
};

/** Decimals of a currency in minor units (2 for an unknown code, the common case). */
export function minorUnits(currency: string): number {
  const code = currency.toUpperCase();
  // hasOwn, so "constructor" and the like are unknown codes rather than Object.prototype's members.
  return Object.hasOwn(MINOR_UNITS_NOT_TWO, code) ? MINOR_UNITS_NOT_TWO[code] : 2;
}
