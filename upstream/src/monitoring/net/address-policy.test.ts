import { forbiddenAddressReason } from './address-policy';
import { allowsAddress, parseAllowList } from './allow-list';

describe('forbiddenAddressReason: IPv6 forms that embed an IPv4 address', () => {
  it.each([
    // IPv4-compatible ::a.b.c.d (::/96)
    '::7f00:1',
    '::127.0.0.1',
    '::a00:1',
    '::a9fe:a9fe',
    '::c0a8:101',
    // IPv4-mapped ::ffff:0:0/96 and IPv4-translated ::ffff:0:0:0/96
    '::ffff:7f00:1',
    '::ffff:0:a00:1',
    // NAT64 64:ff9b::/96 and the local-use 64:ff9b:1::/48
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::a00:1',
    '64:ff9b:1:7f00:1::',
    // 6to4 2002::/16: the IPv4 in bits 16–48
    '2002:7f00:1::1',
    '2002:a00:1:1::1',
    '2002:a9fe:a9fe::',
    // Teredo 2001::/32: server IPv4 in bits 32–64, client IPv4 XOR 0xffffffff in the last 32 bits
    '2001:0:a00:1::1',
    '2001:0:808:808::80ff:fffe',
    '2001:0:808:808::5601:5601',
  ])('refuses %s', (address) => {
    expect(forbiddenAddressReason(address)).not.toBeNull();
  });

  it('still allows public unicast and refuses ::, ::1', () => {
    expect(forbiddenAddressReason('2606:4700::1')).toBeNull();
    expect(forbiddenAddressReason('93.184.215.14')).toBeNull();
    expect(forbiddenAddressReason('::ffff:5db8:d70e')).toBeNull();
    expect(forbiddenAddressReason('::')).not.toBeNull();
    expect(forbiddenAddressReason('::1')).not.toBeNull();
  });

  it('the allow list sees the IPv4 inside compatible and mapped forms, not inside tunnels', () => {
    const allow = parseAllowList('127.0.0.0/8');
    expect(allowsAddress(allow, '::7f00:1', 80)).toBe(true);
    expect(allowsAddress(allow, '::ffff:7f00:1', 80)).toBe(true);
    expect(allowsAddress(allow, '2002:7f00:1::1', 80)).toBe(false);
    expect(allowsAddress(allow, '64:ff9b::7f00:1', 80)).toBe(false);
  });
});
