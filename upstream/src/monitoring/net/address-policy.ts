import ipaddr from 'ipaddr.js';

/**
 * Why an address may not be fetched, or null when it is a public unicast address. Everything that
 * is not plain unicast is refused — loopback, RFC 1918 private, link-local (169.254.169.254, the
 * cloud metadata service), CGNAT 100.64/10, multicast, broadcast, unspecified (0.0.0.0, ::),
 * reserved, IPv6 unique-local fc00::/7 — and the IPv6 forms that embed an IPv4 address
 * (::ffff:127.0.0.1, NAT64 64:ff9b::/96, 6to4, Teredo) are judged by it or refused. A deny-by-default
 * rule keeps new special ranges out without a code change.
 */
export function forbiddenAddressReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return 'not_an_ip_address';
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}
