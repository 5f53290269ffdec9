import ipaddr from 'ipaddr.js';

/**
 * The IPv4 addresses an IPv6 address carries, and whether a connection to it reaches that IPv4
 * host itself (`direct`: IPv4-compatible ::a.b.c.d and IPv4-mapped ::ffff:a.b.c.d) or a translator
 * or relay that forwards to it (`tunnel`: IPv4-translated ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96 and
 * the local-use 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32). Null for an IPv6 address that
 * embeds none (and for :: and ::1, which are IPv6's own unspecified and loopback addresses).
 */
export type EmbeddedIPv4 = { kind: 'direct' | 'tunnel'; addresses: ipaddr.IPv4[] };

const v4 = (hi: number, lo: number) => ipaddr.fromByteArray([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]) as ipaddr.IPv4;

export function embeddedIPv4(address: ipaddr.IPv6): EmbeddedIPv4 | null {
  const p = address.parts;
  const zeros = (from: number, to: number) => p.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && p[5] === 0xffff) return { kind: 'direct', addresses: [v4(p[6], p[7])] };
  if (zeros(0, 6)) return p[6] === 0 && p[7] <= 1 ? null : { kind: 'direct', addresses: [v4(p[6], p[7])] };
  if (zeros(0, 4) && p[4] === 0xffff && p[5] === 0) return { kind: 'tunnel', addresses: [v4(p[6], p[7])] };
  if (p[0] === 0x64 && p[1] === 0xff9b && zeros(2, 6)) return { kind: 'tunnel', addresses: [v4(p[6], p[7])] };
  if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 1) {
    // RFC 8215: any RFC 6052 prefix length from /48 to /96 may be in use, so every place the
    // address can sit is read (bits 64–71 are the reserved "u" octet and are skipped).
    const bytes = address.toByteArray();
    const at = (...i: number[]) => ipaddr.fromByteArray(i.map((n) => bytes[n])) as ipaddr.IPv4;
    return { kind: 'tunnel', addresses: [at(6, 7, 9, 10), at(7, 9, 10, 11), at(9, 10, 11, 12), at(12, 13, 14, 15)] };
  }
  if (p[0] === 0x2002) return { kind: 'tunnel', addresses: [v4(p[1], p[2])] };
  if (p[0] === 0x2001 && p[1] === 0) return { kind: 'tunnel', addresses: [v4(p[2], p[3]), v4(p[6] ^ 0xffff, p[7] ^ 0xffff)] };
  return null;
}
