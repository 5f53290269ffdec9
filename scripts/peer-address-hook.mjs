// Preloaded into the BFF (`node --import`, see scripts/bff-env.mjs): makes `next start` / `next dev`
// append the connecting socket's address to X-Forwarded-For, as a reverse proxy would.
//
// Why: Next's server only fills X-Forwarded-For with the socket address when the client sent none
// (`??=` in next/dist/server/base-server.js), and route handlers and the proxy cannot see the
// socket. So without this, the last entry is whatever a client claims. With it, the last entry is
// always the peer that connected, and lib/upstream/client-address.ts counts trusted hops from there.
//
// `http.server.request.start` is published synchronously before the server's 'request' event,
// so every request is stamped before Next reads a header.
import { subscribe } from 'node:diagnostics_channel';

const HOOKED = Symbol.for('collab.peerAddressHook');

if (globalThis[HOOKED] !== true) {
  globalThis[HOOKED] = true;
  subscribe('http.server.request.start', ({ request, socket }) => {
    const peer = socket?.remoteAddress ?? request.socket?.remoteAddress;
    if (!peer) return;
    const given = request.headers['x-forwarded-for'];
    const chain = Array.isArray(given) ? given.join(', ') : given;
    request.headers['x-forwarded-for'] = chain && chain.trim() ? `${chain}, ${peer}` : peer;
  });
}
