/**
 * The pages' Content-Security-Policy. Next's inline bootstrap scripts carry the per-request nonce
 * (Next reads it from the request's CSP header, set in proxy.ts); 'strict-dynamic' lets those
 * scripts load the app's chunks, so no host list is needed and injected markup cannot run script.
 */
import type { RealtimeClientConfig } from '@/lib/env';

export interface PageCspOptions {
  nonce: string;
  /** `ws://host:port` of the Pusher-protocol server the browser connects to, or null if unknown. */
  realtimeOrigin: string | null;
  /** `next dev`: React rebuilds stack traces with eval(). Never in production. */
  development: boolean;
}

/** 16 random bytes, base64: unguessable and fresh for every page. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString('base64');
}

export function pageCsp({ nonce, realtimeOrigin, development }: PageCspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    // Server-rendered style="" attributes (progress bars) and Next's own style tags need this; a
    // nonce here would make browsers ignore 'unsafe-inline', so styles get none.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    // 'self' covers same-origin fetches (and the dev server's HMR socket); the realtime server has its own port.
    'connect-src': ["'self'", ...(realtimeOrigin ? [realtimeOrigin] : [])],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A host name safe to put in a header (no port, no separators); anything else is refused. */
const HOSTNAME = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/;

/** The host part of a Host / X-Forwarded-Host value (`app.example:3000` → `app.example`). */
function hostnameOf(hostHeader: string | null): string | null {
  const first = hostHeader?.split(',')[0]?.trim();
  if (!first) return null;
  const name = first.replace(/:\d+$/, '');
  return HOSTNAME.test(name) ? name : null;
}

/**
 * Where the browser opens its realtime socket: PUSHER_PUBLIC_HOST, or else the page's own host
 * name (the client falls back to `window.location.hostname`), on PUSHER_PUBLIC_PORT. A host name
 * that cannot be written into a CSP safely (an IPv6 literal, garbage) allows that port on any host.
 */
export function realtimeOrigin(config: Pick<RealtimeClientConfig, 'host' | 'port' | 'forceTLS'>, pageHost: string | null): string {
  const scheme = config.forceTLS ? 'wss' : 'ws';
  const host = config.host ?? hostnameOf(pageHost) ?? '*';
  return `${scheme}://${HOSTNAME.test(host) ? host : '*'}:${config.port}`;
}
