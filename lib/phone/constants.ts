/** Spec §5 and §9: the phone input's rules and limits, in one place. */

/** The tel input's `maxLength`. */
export const PHONE_MAX_INPUT_LENGTH = 25;
/** Text longer than this is not parsed at all (TOO_LONG), like libphonenumber's own limit. */
export const PHONE_PARSE_LIMIT = 250;
/** Digits of the national (significant) number. */
export const NATIONAL_NUMBER_MIN_DIGITS = 2;
export const NATIONAL_NUMBER_MAX_DIGITS = 17;
export const PHONE_PLACEHOLDER = 'Enter a phone number';
/** Type-to-find in the country list: keys typed within this delay build one search. */
export const TYPE_TO_FIND_DELAY_MS = 700;
/** The country list opens above its button when less space than this is left below it. */
export const DROPDOWN_MIN_SPACE_BELOW_PX = 200;
/** Preferred countries when the setting is absent (the BFF's PHONE_PREFERRED_COUNTRIES default). */
export const DEFAULT_PREFERRED_COUNTRIES = ['US', 'GB', 'CA'] as const;
