import { forwardedAddress } from './client-ip';

describe('forwardedAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:db8::1', '2001:db8::1'],
    // A chain: only what the nearest hop (the BFF) added counts, not what a client wrote first.
    ['198.51.100.1, 203.0.113.9', '203.0.113.9'],
    ['203.0.113.9, garbage', null],
    ['garbage', null],
    ['', null],
    [undefined, null],
  ])('%p → %p', (header, expected) => {
    expect(forwardedAddress(header)).toBe(expected);
  });
});
