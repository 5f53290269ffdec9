/**
 * Spec §5 and §8: the phone input's error codes and the words shown for them. The first five are
 * libphonenumber-js's (parse errors and the possible-length check); INVALID_NUMBER is ours, for a
 * number of a possible length that the country's metadata does not accept.
 */
export const PHONE_ERROR_CODES = ['NOT_A_NUMBER', 'INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG', 'INVALID_LENGTH', 'INVALID_NUMBER'] as const;
export type PhoneErrorCode = (typeof PHONE_ERROR_CODES)[number];

export const PHONE_ERROR_MESSAGES: Readonly<Record<PhoneErrorCode, string>> = {
  NOT_A_NUMBER: 'This is not a phone number',
  INVALID_COUNTRY: 'The country calling code is not valid',
  TOO_SHORT: 'The number is too short',
  TOO_LONG: 'The number is too long',
  INVALID_LENGTH: 'The number does not have a valid length',
  INVALID_NUMBER: 'The number is not valid for the selected country',
};

export function isPhoneErrorCode(value: unknown): value is PhoneErrorCode {
  return typeof value === 'string' && (PHONE_ERROR_CODES as readonly string[]).includes(value);
}

/** The words for a code; unknown codes read as "not a number". */
export function phoneErrorMessage(code: string): string {
  return isPhoneErrorCode(code) ? PHONE_ERROR_MESSAGES[code] : PHONE_ERROR_MESSAGES.NOT_A_NUMBER;
}
