/**
 * Spec §5: a typed number checked the way the phone input shows it. Only digits, spaces, parentheses,
 * plus and hyphen; at most 250 characters parsed; a national number of 2 to 17 digits; a
 * possible-length check (TOO_SHORT / TOO_LONG / INVALID_LENGTH); parse errors (NOT_A_NUMBER /
 * INVALID_COUNTRY); and validity by the country's full metadata (libphonenumber-js "max").
 */
import { ParseError, isSupportedCountry, parsePhoneNumberWithError, validatePhoneNumberLength } from 'libphonenumber-js/max';
import type { CountryCode, PhoneNumber } from 'libphonenumber-js/max';
import { NATIONAL_NUMBER_MAX_DIGITS, NATIONAL_NUMBER_MIN_DIGITS, PHONE_PARSE_LIMIT } from './constants';
import { countryForDialCode, findCountry } from './countries';
import { isPhoneErrorCode } from './phone-errors';
import type { PhoneErrorCode } from './phone-errors';
import { digitsOf, hasOnlyAllowedCharacters } from './phone-text';

/** Spec §3 "Phone input value", plus the E.164 form to send and the first failed rule. */
export type PhoneValue = {
  /** ISO2 of the number's country (of the selected one while the number does not tell). */
  country: string;
  /** Calling code without `+`. */
  dialCode: string;
  /** National significant number, digits only. */
  nationalNumber: string;
  /** International format when the text parses, else the text as typed. */
  formatted: string;
  valid: boolean;
  possible: boolean;
  /** `+<code><national>` when valid, else null. */
  e164: string | null;
  /** Why it is not valid (null when valid). */
  error: PhoneErrorCode | null;
};

type Parsed = { number: PhoneNumber } | { error: PhoneErrorCode };

function parse(text: string, country: CountryCode | undefined): Parsed {
  try {
    return { number: parsePhoneNumberWithError(text, country) };
  } catch (error) {
    if (error instanceof ParseError && isPhoneErrorCode(error.message)) return { error: error.message };
    return { error: 'NOT_A_NUMBER' };
  }
}

/** The first rule a text breaks before parsing, or null. */
function precheck(text: string, country: CountryCode | undefined): PhoneErrorCode | null {
  if (text.length > PHONE_PARSE_LIMIT) return 'TOO_LONG';
  if (!hasOnlyAllowedCharacters(text) || digitsOf(text) === '') return 'NOT_A_NUMBER';
  if (!text.trim().startsWith('+') && !country) return 'INVALID_COUNTRY';
  return null;
}

function nationalLengthError(nationalNumber: string): PhoneErrorCode | null {
  if (nationalNumber.length < NATIONAL_NUMBER_MIN_DIGITS) return 'TOO_SHORT';
  if (nationalNumber.length > NATIONAL_NUMBER_MAX_DIGITS) return 'TOO_LONG';
  return null;
}

/**
 * Checks `text` as typed with `countryIso2` selected (a text starting with `+` carries its own
 * country). Never throws.
 */
export function parsePhoneValue(text: string, countryIso2: string): PhoneValue {
  const selected = findCountry(countryIso2);
  const country = selected && isSupportedCountry(selected.iso2) ? selected.iso2 : undefined;
  const fallback = (error: PhoneErrorCode): PhoneValue => ({
    country: selected?.iso2 ?? countryIso2.toUpperCase(),
    dialCode: selected?.dialCode ?? '',
    nationalNumber: text.trim().startsWith('+') ? '' : digitsOf(text).slice(0, NATIONAL_NUMBER_MAX_DIGITS + 1),
    formatted: text.trim(),
    valid: false,
    possible: false,
    e164: null,
    error,
  });

  const early = precheck(text, country);
  if (early) return fallback(early);

  const parsed = parse(text, country);
  if ('error' in parsed) return fallback(parsed.error);
  const number = parsed.number;
  const lengthError = nationalLengthError(number.nationalNumber) ?? validatePhoneNumberLength(text, country) ?? null;
  const valid = lengthError === null && number.isValid();
  const resolved = number.country ?? countryForDialCode(number.countryCallingCode, number.nationalNumber, selected?.iso2)?.iso2;
  return {
    country: resolved ?? selected?.iso2 ?? countryIso2.toUpperCase(),
    dialCode: number.countryCallingCode,
    nationalNumber: number.nationalNumber,
    formatted: number.formatInternational(),
    valid,
    possible: lengthError === null && number.isPossible(),
    e164: valid ? number.number : null,
    error: valid ? null : (lengthError ?? 'INVALID_NUMBER'),
  };
}

/** The error code of a text (null when valid): what the input shows below itself. */
export function phoneError(text: string, countryIso2: string): PhoneErrorCode | null {
  return parsePhoneValue(text, countryIso2).error;
}
