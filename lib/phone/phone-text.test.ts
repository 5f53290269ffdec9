import { PHONE_MAX_INPUT_LENGTH, PHONE_PLACEHOLDER } from './constants';
import { formatPhoneText, nextPhoneText } from './format-as-you-type';
import { digitsOf, hasOnlyAllowedCharacters, sanitizePhoneText } from './phone-text';

describe('allowed characters', () => {
  it.each([
    ['+1 (213) 373-4253', true],
    ['0123456789', true],
    ['', true],
    ['213.373.4253', false],
    ['213/373', false],
    ['ext 12', false],
    ['１２３', false],
    ['#21', false],
  ])('%p allowed: %p', (text, allowed) => {
    expect(hasOnlyAllowedCharacters(text)).toBe(allowed);
  });

  it.each([
    ['+1 (213) 373-4253', '+1 (213) 373-4253'],
    ['213.373.4253', '2133734253'],
    ['a1b2c3', '123'],
    ['+44 20 7946 0958 ext. 12', '+44 20 7946 0958  12'],
    ['1'.repeat(30), '1'.repeat(25)],
  ])('sanitizes %p to %p', (text, clean) => {
    expect(sanitizePhoneText(text)).toBe(clean);
  });

  it('has the spec constants', () => {
    expect(PHONE_MAX_INPUT_LENGTH).toBe(25);
    expect(PHONE_PLACEHOLDER).toBe('Enter a phone number');
    expect(digitsOf('+1 (213) 373-4253')).toBe('12133734253');
  });
});

describe('formatPhoneText', () => {
  it.each([
    ['2133734253', 'US', '(213) 373-4253'],
    ['213373', 'US', '(213) 373'],
    ['+12133734253', 'GB', '+1 213 373 4253'],
    ['02079460958', 'GB', '020 7946 0958'],
    ['+442079460958', 'US', '+44 20 7946 0958'],
    ['0612345678', 'FR', '06 12 34 56 78'],
    ['2133734253', 'XX', '2133734253'],
    ['()', 'US', '()'],
    ['', 'US', ''],
  ])('%p as %s → %p', (text, country, formatted) => {
    expect(formatPhoneText(text, country)).toBe(formatted);
  });

  it('never grows past the maximum length', () => {
    const text = '+49 1234567890123456789012';
    expect(formatPhoneText(text, 'DE').length).toBeLessThanOrEqual(PHONE_MAX_INPUT_LENGTH);
  });
});

describe('nextPhoneText', () => {
  it.each([
    // previous, next, caret at end, shown
    ['(213) 37', '(213) 373', true, '(213) 373'],
    ['', '2133734253', true, '(213) 373-4253'],
    ['(213)', '(213', true, '(213'],
    ['(213) 373-4253', '(213) 373-425', true, '(213) 373-425'],
    ['(213) 373-4253', '(2139) 373-4253', false, '(2139) 373-4253'],
    ['', '213.373.4253', true, '(213) 373-4253'],
    ['', 'abc', true, ''],
  ])('%p → %p (caret at end: %p) shows %p', (previous, next, caretAtEnd, shown) => {
    expect(nextPhoneText({ previous, next, countryIso2: 'US', caretAtEnd })).toBe(shown);
  });
});
