/**
 * The one place that decides a browser's address (rate limits upstream, the country lookup).
 *
 * X-Forwarded-For is a chain `client, proxy1, …, peer`: each hop appends the address it saw, so
 * only entries added by hops we trust are believed, counted from the right. The BFF is launched
 * with scripts/peer-address-hook.mjs, which appends the connecting socket's address like a proxy
 * would; with TRUSTED_PROXY_HOPS=0 the answer is that socket address whatever the client sent, and
 * with N proxies in front it is the entry N places left of it (what the outermost proxy saw).
 * The upstream receives exactly this one address, never the chain as the client wrote it.
 */
import { isIP } from 'node:net';
import { serverEnv } from '@/lib/env';

const HOOKED = Symbol.for('collab.peerAddressHook');
let warned = false;

/** `::ffff:203.0.113.9` (a v4 client on a dual-stack socket) is the same client as `203.0.113.9`. */
function normalize(entry: string): string | null {
  const address = entry.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1] : address;
  return isIP(plain) ? plain.toLowerCase() : null;
}

/** The entry `hops` places left of the rightmost; when the chain is shorter, its first entry. */
export function addressFromChain(forwardedFor: string | null | undefined, hops: number): string | null {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return normalize(entries[Math.max(entries.length - 1 - hops, 0)]);
}

/**
 * The client's address from the X-Forwarded-For the BFF received (after the peer-address hook),
 * or null when there is none worth believing (the upstream then falls back to the BFF's own).
 */
export function clientAddress(forwardedFor: string | null | undefined): string | null {
  const env = serverEnv();
  if (env.isProduction && !warned && (globalThis as Record<symbol, unknown>)[HOOKED] !== true) {
    // Without the hook, Next leaves a client's own X-Forwarded-For as it came.
    warned = true;
    console.warn('[bff] started without scripts/peer-address-hook.mjs (use `npm start`): the last X-Forwarded-For entry may come from the client');
  }
  return addressFromChain(forwardedFor, env.trustedProxyHops);
}
