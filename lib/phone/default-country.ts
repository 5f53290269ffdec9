/**
 * Spec §4: the phone input's default country, in order: the country of an existing number starting
 * with +, the default-country setting, the IP lookup, the first preferred country, the first listed.
 */
import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { countryForDialCode, findCountry } from './countries';
import type { PhoneCountry } from './countries';
import { digitsOf } from './phone-text';

/**
 * The country of an international number (`+…`), complete or partly typed, or null. Among countries
 * sharing its code, `current` is kept while the digits allow it.
 */
export function countryOfNumber(value: string | null | undefined, current?: string | null): string | null {
  const text = value?.trim() ?? '';
  if (!text.startsWith('+')) return null;
  try {
    const number = parsePhoneNumberWithError(text);
    return number.country ?? countryForDialCode(number.countryCallingCode, number.nationalNumber, current)?.iso2 ?? null;
  } catch {
    // "+44" or "+1 2" does not parse yet: read the calling code (1 to 3 digits, none a prefix of another).
    const digits = digitsOf(text);
    for (const length of [1, 2, 3]) {
      const found = digits.length >= length ? countryForDialCode(digits.slice(0, length), digits.slice(length), current) : null;
      if (found) return found.iso2;
    }
    return null;
  }
}

export type DefaultCountryInput = {
  /** The current value of the input (e.g. the saved E.164 number). */
  value?: string | null;
  /** The default-country setting (PHONE_DEFAULT_COUNTRY). */
  setting?: string | null;
  /** The IP lookup's answer (null when it failed or has not run). */
  ipCountry?: string | null;
  preferred?: readonly string[];
  countries: readonly PhoneCountry[];
};

/** The first two sources, which need no network: null means the IP lookup is worth asking. */
export function defaultCountryWithoutLookup({ value, setting }: Pick<DefaultCountryInput, 'value' | 'setting'>): string | null {
  return countryOfNumber(value) ?? findCountry(setting)?.iso2 ?? null;
}

/** The default country by the full order; '' only when the list is empty. */
export function resolveDefaultCountry(input: DefaultCountryInput): string {
  const known = (code: string | null | undefined) => (code ? (input.countries.find((c) => c.iso2 === code.trim().toUpperCase())?.iso2 ?? null) : null);
  return (
    known(defaultCountryWithoutLookup(input)) ??
    known(input.ipCountry) ??
    (input.preferred ?? []).map(known).find((code) => code !== null) ??
    input.countries[0]?.iso2 ??
    ''
  );
}
