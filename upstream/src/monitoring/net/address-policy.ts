import ipaddr from 'ipaddr.js';
import { embeddedIPv4 } from './embedded-ipv4';

/**
 * Why an address may not be fetched, or null when it is a public unicast address. Everything that
 * is not plain unicast is refused — loopback, RFC 1918 private, link-local (169.254.169.254, the
 * cloud metadata service), CGNAT 100.64/10, multicast, broadcast, unspecified (0.0.0.0, ::),
 * reserved, IPv6 unique-local fc00::/7 — and every IPv6 form that embeds an IPv4 address is judged
 * by that address too (`embeddedIPv4`): compatible ::127.0.0.1 and mapped ::ffff:127.0.0.1 exactly
 * as the IPv4 address; translated, NAT64, 6to4 and Teredo are refused when an embedded address is,
 * and stay refused as their own special ranges otherwise. A deny-by-default rule keeps new special
 * ranges out without a code change.
 */
export function forbiddenAddressReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return 'not_an_ip_address';
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return rangeReason(parsed);
  const embedded = embeddedIPv4(parsed as ipaddr.IPv6);
  for (const inner of embedded?.addresses ?? []) {
    const reason = rangeReason(inner);
    if (reason) return reason;
  }
  return embedded?.kind === 'direct' ? null : rangeReason(parsed);
}

function rangeReason(parsed: ipaddr.IPv4 | ipaddr.IPv6): string | null {
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}
