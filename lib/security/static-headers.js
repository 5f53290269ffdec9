/**
 * Security headers that do not change per request. Plain ES module (with static-headers.d.ts)
 * because next.config.mjs imports it as well as the TypeScript code: one list, not two copies.
 */

/** On every response: pages, API answers (relayed downloads included) and static files. */
export const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  // Legacy twin of CSP frame-ancestors 'none' (the admin page's Impersonate buttons must never be framed).
  'X-Frame-Options': 'DENY',
  // Keeps the full referrer same-origin (the /s/{code} landing relies on it, decision 0005) and
  // sends only the origin, never the path, to other sites.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Features the app never uses. Only names Chromium knows: an unknown one is logged as a console error.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
});

/**
 * API answers are data, never a document: nothing may load or run, and a browser that opens
 * one is sandboxed. It contains the upstream's document policy (`default-src 'none'; sandbox`),
 * so a relayed download is never weakened even though Next lets this header win over the route's.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Scripts, styles and other assets: the policy only matters if one is opened as a document. */
export const STATIC_CSP = "default-src 'none'; frame-ancestors 'none'";

const list = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * `headers()` rules for next.config.mjs. Pages get their per-request CSP (with the script nonce)
 * from proxy.ts; everything the proxy does not see gets a fixed one here.
 */
export function staticHeaderRules() {
  const csp = (value) => [{ key: 'Content-Security-Policy', value }];
  return [
    { source: '/:path*', headers: list(SECURITY_HEADERS) },
    { source: '/api/:path*', headers: csp(API_CSP) },
    { source: '/api', headers: csp(API_CSP) },
    { source: '/_next/:path*', headers: csp(STATIC_CSP) },
    { source: '/favicon.ico', headers: csp(STATIC_CSP) },
    { source: '/app.json', headers: csp(STATIC_CSP) },
  ];
}
