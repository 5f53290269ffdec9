/** The browser's address as the BFF sees it, when it is worth a country lookup. */
import { isIP } from 'node:net';
import { clientAddress } from '@/lib/upstream/client-address';

const PRIVATE_V4: Array<[number, number]> = [
  // [first octets as a 16-bit prefix, prefix length in bits], for the ranges that never locate anyone.
  [0x0000, 8], // 0.0.0.0/8
  [0x0a00, 8], // 10.0.0.0/8
  [0x6440, 10], // 100.64.0.0/10
  [0x7f00, 8], // 127.0.0.0/8
  [0xa9fe, 16], // 169.254.0.0/16
  [0xac10, 12], // 172.16.0.0/12
  [0xc0a8, 16], // 192.168.0.0/16
];

function isPrivateV4(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number);
  const top = (a << 8) | b;
  return PRIVATE_V4.some(([prefix, bits]) => top >> (16 - bits) === prefix >> (16 - bits));
}

function isPrivateV6(ip: string): boolean {
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isPrivateV4(mapped[1]);
  return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/** Whether an address is public (not loopback, private, link-local or shared). */
export function isPublicIp(ip: string): boolean {
  if (ip.includes('%')) return false; // an IPv6 zone id names a local interface
  const version = isIP(ip);
  if (version === 4) return !isPrivateV4(ip);
  if (version === 6) return !isPrivateV6(ip);
  return false;
}

/**
 * The client's address (lib/upstream/client-address.ts decides which X-Forwarded-For entry is
 * believed) when it is a public IP, else null (the lookup then asks about the server's own
 * address). Anything that is not an IP never reaches the lookup URL.
 */
export function clientIpFrom(forwardedFor: string | null | undefined): string | null {
  const address = clientAddress(forwardedFor);
  return address !== null && isPublicIp(address) ? address : null;
}
