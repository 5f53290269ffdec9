/** Spec §5: what may be typed into the phone input. */
import { PHONE_MAX_INPUT_LENGTH } from './constants';

/** Digits, spaces, parentheses, plus and hyphen: nothing else may be typed. */
const ALLOWED = /^[\d ()+-]*$/;
const DISALLOWED = /[^\d ()+-]/g;

export function hasOnlyAllowedCharacters(text: string): boolean {
  return ALLOWED.test(text);
}

/** The typed text with disallowed characters dropped, cut to the maximum input length. */
export function sanitizePhoneText(text: string): string {
  return text.replace(DISALLOWED, '').slice(0, PHONE_MAX_INPUT_LENGTH);
}

/** The digits of a text. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}
