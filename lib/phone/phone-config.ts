/** The phone input's settings (PHONE_DEFAULT_COUNTRY, PHONE_PREFERRED_COUNTRIES), read by lib/env.ts. */
export interface PhoneClientConfig {
  /** ISO2 (upper case) chosen before the IP lookup, or null. */
  defaultCountry: string | null;
  /** ISO2 codes listed first in the country dropdown. */
  preferredCountries: string[];
}
