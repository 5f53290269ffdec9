/**
 * The country list of the phone input (spec §3: name, iso2, dialCode, priority, areaCodes), built
 * from libphonenumber-js's metadata. ISO2 codes are upper case, as libphonenumber-js and the IP
 * lookup write them; dial codes are digits without the `+`.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { SHARED_DIAL_CODES } from './shared-dial-codes';

export type PhoneCountry = {
  /** English name (Intl.DisplayNames), e.g. "United States". */
  name: string;
  iso2: CountryCode;
  /** Calling code without `+`, e.g. "1". */
  dialCode: string;
  /** 0 for the country a shared dial code means by default, then 1, 2, … */
  priority: number;
  /** Leading national digits that identify this country among those sharing its dial code. */
  areaCodes: readonly string[] | null;
};

function englishName(iso2: string, names: Intl.DisplayNames | null): string {
  try {
    return names?.of(iso2) ?? iso2;
  } catch {
    return iso2;
  }
}

/** Every country libphonenumber-js knows, sorted by English name. */
export function buildCountryList(): PhoneCountry[] {
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }) : null;
  return getCountries()
    .map((iso2): PhoneCountry => {
      const dialCode = getCountryCallingCode(iso2);
      const shared = SHARED_DIAL_CODES[dialCode]?.[iso2];
      return { name: englishName(iso2, names), iso2, dialCode, priority: shared?.priority ?? 0, areaCodes: shared?.areaCodes ?? null };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

let cached: PhoneCountry[] | null = null;

/** The country list, built once. */
export function phoneCountries(): readonly PhoneCountry[] {
  cached ??= buildCountryList();
  return cached;
}

/** The country with this ISO2 code (any case), or null for an unknown or malformed code. */
export function findCountry(iso2: string | null | undefined): PhoneCountry | null {
  if (!iso2) return null;
  const code = iso2.trim().toUpperCase();
  return phoneCountries().find((c) => c.iso2 === code) ?? null;
}

/**
 * The country a dial code and the national digits typed so far point to: the one whose area code
 * starts the number, else the given country when it has this dial code, else the code's priority-0 one.
 */
export function countryForDialCode(dialCode: string, nationalDigits = '', current?: string | null): PhoneCountry | null {
  const candidates = phoneCountries()
    .filter((c) => c.dialCode === dialCode)
    .sort((a, b) => a.priority - b.priority);
  if (candidates.length === 0) return null;
  const byArea = candidates.find((c) => c.areaCodes?.some((area) => nationalDigits.startsWith(area)));
  if (byArea) return byArea;
  // Keep the chosen country while the digits could still be one of its area codes.
  const kept = candidates.find((c) => c.iso2 === current?.toUpperCase());
  if (kept && (!kept.areaCodes || kept.areaCodes.some((area) => area.startsWith(nationalDigits)))) return kept;
  return candidates[0];
}

/** The flag emoji of an ISO2 code (regional indicator letters). */
export function countryFlag(iso2: string): string {
  const code = iso2.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** The dropdown's order: the preferred countries first (in the configured order), then all others by name. */
export function orderCountries(countries: readonly PhoneCountry[], preferred: readonly string[]): { preferred: PhoneCountry[]; rest: PhoneCountry[] } {
  const wanted = [...new Set(preferred.map((code) => code.trim().toUpperCase()))];
  const top = wanted.map((code) => countries.find((c) => c.iso2 === code)).filter((c): c is PhoneCountry => c !== undefined);
  const taken = new Set(top.map((c) => c.iso2));
  return { preferred: top, rest: countries.filter((c) => !taken.has(c.iso2)) };
}
