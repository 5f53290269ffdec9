/** Formatting while typing (libphonenumber-js AsYouType), without fighting the user's edits. */
import { AsYouType, isSupportedCountry } from 'libphonenumber-js/max';
import { PHONE_MAX_INPUT_LENGTH } from './constants';
import { digitsOf, sanitizePhoneText } from './phone-text';

/** The text formatted for `countryIso2` (or by its own `+code`); unchanged when formatting would exceed the max length. */
export function formatPhoneText(text: string, countryIso2: string): string {
  const clean = sanitizePhoneText(text);
  if (digitsOf(clean) === '') return clean;
  const code = countryIso2.toUpperCase();
  const formatter = new AsYouType(isSupportedCountry(code) ? code : undefined);
  const formatted = formatter.input(clean);
  return formatted.length > 0 && formatted.length <= PHONE_MAX_INPUT_LENGTH ? formatted : clean;
}

export type PhoneEdit = {
  /** The input's text before this change. */
  previous: string;
  /** The input's text now (as the browser reports it). */
  next: string;
  countryIso2: string;
  /** Whether the caret is at the end of the text (ordinary typing). */
  caretAtEnd: boolean;
};

/**
 * The text to show after an edit: disallowed characters dropped, cut to 25, and formatted as you
 * type, except while the user deletes (re-formatting would put back the bracket they just removed)
 * or edits in the middle (formatting would move the caret).
 */
export function nextPhoneText({ previous, next, countryIso2, caretAtEnd }: PhoneEdit): string {
  const clean = sanitizePhoneText(next);
  const deleting = clean.length < previous.length;
  if (deleting || !caretAtEnd) return clean;
  return formatPhoneText(clean, countryIso2);
}
