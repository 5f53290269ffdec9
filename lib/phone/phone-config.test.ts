import { phoneClientConfig, resetEnvForTests, serverEnv } from '@/lib/env';

const saved = { ...process.env };
const KEYS = ['PHONE_DEFAULT_COUNTRY', 'PHONE_PREFERRED_COUNTRIES', 'IP_COUNTRY_LOOKUP_URL', 'IP_COUNTRY_LOOKUP_TIMEOUT_MS'];

beforeEach(() => {
  for (const key of KEYS) delete process.env[key];
  process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret-0123456789';
  resetEnvForTests();
});

afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe('phone and IP lookup settings (lib/env)', () => {
  it('has the documented defaults', () => {
    expect(phoneClientConfig()).toEqual({ defaultCountry: null, preferredCountries: ['US', 'GB', 'CA'] });
    expect(serverEnv()).toMatchObject({ ipCountryLookupUrl: 'https://ip2c.org', ipCountryLookupTimeoutMs: 1500 });
  });

  it('reads and normalises the variables', () => {
    Object.assign(process.env, {
      PHONE_DEFAULT_COUNTRY: ' de ',
      PHONE_PREFERRED_COUNTRIES: 'fr, de,,GB ',
      IP_COUNTRY_LOOKUP_URL: 'https://geo.example.com/s/',
      IP_COUNTRY_LOOKUP_TIMEOUT_MS: '800',
    });
    expect(phoneClientConfig()).toEqual({ defaultCountry: 'DE', preferredCountries: ['FR', 'DE', 'GB'] });
    expect(serverEnv()).toMatchObject({ ipCountryLookupUrl: 'https://geo.example.com/s', ipCountryLookupTimeoutMs: 800 });
  });

  it('treats a blank default country as unset', () => {
    process.env.PHONE_DEFAULT_COUNTRY = '  ';
    expect(phoneClientConfig().defaultCountry).toBeNull();
  });

  it.each([
    ['PHONE_DEFAULT_COUNTRY', 'USA', /PHONE_DEFAULT_COUNTRY: must be a two-letter country code/],
    ['PHONE_PREFERRED_COUNTRIES', 'US,Britain', /PHONE_PREFERRED_COUNTRIES\.1: must be comma-separated two-letter/],
    ['IP_COUNTRY_LOOKUP_URL', 'not a url', /IP_COUNTRY_LOOKUP_URL/],
    ['IP_COUNTRY_LOOKUP_TIMEOUT_MS', '0', /IP_COUNTRY_LOOKUP_TIMEOUT_MS/],
    ['IP_COUNTRY_LOOKUP_TIMEOUT_MS', 'soon', /IP_COUNTRY_LOOKUP_TIMEOUT_MS/],
  ])('refuses %s=%p', (key, value, message) => {
    process.env[key] = value;
    expect(() => phoneClientConfig()).toThrow(message);
  });
});
