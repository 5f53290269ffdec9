import { networkInterfaces } from 'node:os';
import { forbiddenAddressReason } from '../net/address-policy';
import type { AllowList } from '../net/allow-list';
import { assertAllowedUrl } from '../net/assert-allowed-url';
import type { ResolveHost } from '../net/resolve-host';

/** Where one proxied connection may go: the address that was checked, which is the one dialled. */
export type CheckedTarget = { host: string; address: string; family: number; port: number };

/**
 * Checks a proxied connection's target (`host`, `port`) against the fetch's allow list with the
 * HTTP fetcher's own rule (`assertAllowedUrl`: the address policy, the allow list's hosts, ranges
 * and ports). The name is resolved here, once; the caller connects to the returned address, never
 * to the name, so an answer that changes after the check (DNS rebinding) is never dialled. The
 * proxy's own port on a local address is always refused. Null when refused.
 */
export async function checkProxyTarget(
  host: string,
  port: number,
  allow: AllowList,
  options: { resolve: ResolveHost; ownPort: number },
): Promise<CheckedTarget | null> {
  if (!Number.isInteger(port) || port < 1 || port > 65535) return null;
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare.length === 0 || /[\s/?#@\\]/.test(bare)) return null;
  let checked;
  try {
    // http with an explicit port: assertAllowedUrl compares that port (the URL parser also
    // normalises the host: IDN, IPv4 in hex or octal, IPv6 forms).
    checked = await assertAllowedUrl(`http://${bare.includes(':') ? `[${bare}]` : bare}:${port}/`, allow, options.resolve);
  } catch {
    return null;
  }
  const first = checked.addresses[0];
  if (!first) return null;
  if (port === options.ownPort && checked.addresses.some(({ address }) => isLocal(address))) return null;
  return { host: checked.host, address: first.address, family: first.family, port };
}

/** Loopback, unspecified, private, or an address of one of this machine's interfaces. */
function isLocal(address: string): boolean {
  if (forbiddenAddressReason(address) !== null) return true;
  const bare = address.replace(/^::ffff:/i, '').toLowerCase();
  return Object.values(networkInterfaces()).some((list) => (list ?? []).some((i) => i.address.toLowerCase() === bare));
}
