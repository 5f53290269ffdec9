import type { IncomingMessage } from 'node:http';
import { addressFromChain } from '@/lib/upstream/client-address';

/**
 * The address a websocket client is counted under (connections per address). Browsers connect to
 * the realtime server directly, so by default it is the socket's peer and X-Forwarded-For is
 * ignored; with `trustedProxyHops` = N (REALTIME_TRUSTED_PROXY_HOPS) proxies in front, the socket
 * address is appended to the chain as the BFF's peer-address hook does and the entry N places left
 * of it is taken (`addressFromChain`, the one rule for client addresses; docs/security.md).
 */
export function realtimeClientAddress(req: IncomingMessage, trustedProxyHops: number): string {
  const peer = req.socket.remoteAddress ?? '';
  const forwarded = trustedProxyHops > 0 ? req.headers['x-forwarded-for'] : undefined;
  const chain = [...(Array.isArray(forwarded) ? forwarded : forwarded ? [forwarded] : []), peer].join(', ');
  return addressFromChain(chain, trustedProxyHops) ?? addressFromChain(peer, 0) ?? 'unknown';
}
