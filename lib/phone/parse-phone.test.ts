import { PHONE_ERROR_CODES, PHONE_ERROR_MESSAGES, isPhoneErrorCode, phoneErrorMessage } from './phone-errors';
import { parsePhoneValue, phoneError } from './parse-phone';

describe('parsePhoneValue', () => {
  it.each([
    // text, selected country, error code (null = valid), resulting country, e164
    ['2133734253', 'US', null, 'US', '+12133734253'],
    ['(213) 373-4253', 'US', null, 'US', '+12133734253'],
    ['+1 213 373 4253', 'GB', null, 'US', '+12133734253'],
    ['+1 204 234 5678', 'US', null, 'CA', '+12042345678'],
    ['020 7946 0958', 'GB', null, 'GB', '+442079460958'],
    ['+44 20 7946 0958', 'US', null, 'GB', '+442079460958'],
    ['+44 1534 456789', 'GB', null, 'JE', '+441534456789'],
    ['+7 701 000 9998', 'RU', null, 'KZ', '+77010009998'],
    ['213', 'US', 'TOO_SHORT', 'US', null],
    ['1', 'US', 'TOO_SHORT', 'US', null],
    ['21337342531234', 'US', 'TOO_LONG', 'US', null],
    ['+49 1234 5678 9012 3456 78', 'DE', 'TOO_LONG', 'DE', null],
    ['+376 123 4567', 'US', 'INVALID_LENGTH', 'AD', null],
    ['123 4567', 'AD', 'INVALID_LENGTH', 'AD', null],
    ['+1 555 555 5555', 'US', 'INVALID_NUMBER', 'US', null],
    ['07700 900123', 'GB', 'INVALID_NUMBER', 'GB', null],
    ['abc', 'US', 'NOT_A_NUMBER', 'US', null],
    ['213-373-4253 ext 1', 'US', 'NOT_A_NUMBER', 'US', null],
    ['2133734253.', 'US', 'NOT_A_NUMBER', 'US', null],
    ['', 'US', 'NOT_A_NUMBER', 'US', null],
    ['+', 'US', 'NOT_A_NUMBER', 'US', null],
    ['( ) -', 'US', 'NOT_A_NUMBER', 'US', null],
    ['+999 123456', 'US', 'INVALID_COUNTRY', 'US', null],
    ['2133734253', 'XX', 'INVALID_COUNTRY', 'XX', null],
  ])('%p with %s → %p (%s, %p)', (text, country, error, resolved, e164) => {
    const value = parsePhoneValue(text, country);
    expect(value.error).toBe(error);
    expect(value.valid).toBe(error === null);
    expect(value.country).toBe(resolved);
    expect(value.e164).toBe(e164);
    expect(phoneError(text, country)).toBe(error);
  });

  it('gives the whole value of a valid number', () => {
    expect(parsePhoneValue('(213) 373-4253', 'US')).toEqual({
      country: 'US',
      dialCode: '1',
      nationalNumber: '2133734253',
      formatted: '+1 213 373 4253',
      valid: true,
      possible: true,
      e164: '+12133734253',
      error: null,
    });
  });

  it('keeps the selected country for a number of a shared code that matches no area code', () => {
    expect(parsePhoneValue('+1 555 555 5555', 'CA')).toMatchObject({ country: 'US', dialCode: '1', possible: true, valid: false });
    expect(parsePhoneValue('+1 555 555 5555', 'US')).toMatchObject({ country: 'US', possible: true, valid: false });
  });

  it('parses at most 250 characters', () => {
    const padded = `2133734253${' '.repeat(240)}`;
    expect(padded).toHaveLength(250);
    expect(parsePhoneValue(padded, 'US').valid).toBe(true);
    expect(parsePhoneValue(`${padded} `, 'US').error).toBe('TOO_LONG');
  });

  it('limits the national number to 2 to 17 digits', () => {
    expect(parsePhoneValue('+49 12', 'DE').nationalNumber).toBe('12');
    expect(parsePhoneValue('+49 1', 'DE').error).toBe('TOO_SHORT');
    expect(parsePhoneValue('+49 123456789012345678', 'DE').error).toBe('TOO_LONG');
  });

  it('reports the possible-length result separately from validity', () => {
    expect(parsePhoneValue('+1 555 555 5555', 'US')).toMatchObject({ possible: true, valid: false, error: 'INVALID_NUMBER' });
    expect(parsePhoneValue('213', 'US')).toMatchObject({ possible: false, valid: false, error: 'TOO_SHORT' });
  });
});

describe('phone error words', () => {
  it.each([
    ['NOT_A_NUMBER', 'This is not a phone number'],
    ['INVALID_COUNTRY', 'The country calling code is not valid'],
    ['TOO_SHORT', 'The number is too short'],
    ['TOO_LONG', 'The number is too long'],
    ['INVALID_LENGTH', 'The number does not have a valid length'],
    ['INVALID_NUMBER', 'The number is not valid for the selected country'],
    ['SOMETHING_ELSE', 'This is not a phone number'],
  ])('%s → %s', (code, words) => {
    expect(phoneErrorMessage(code)).toBe(words);
  });

  it('has words for every code', () => {
    for (const code of PHONE_ERROR_CODES) expect(PHONE_ERROR_MESSAGES[code]).toMatch(/^[A-Z]/);
    expect(isPhoneErrorCode('TOO_SHORT')).toBe(true);
    expect(isPhoneErrorCode('too_short')).toBe(false);
    expect(isPhoneErrorCode(3)).toBe(false);
  });
});
