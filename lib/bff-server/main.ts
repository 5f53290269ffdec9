/**
 * The BFF's production server (`npm start` runs it compiled, upstream/dist/bff.js; decision 0016):
 * Next's request handler for every page, asset and session-owning route, with the `/api/<path>`
 * calls Next would only forward relayed here first, the build's immutable static files answered
 * from memory, ranges included (decision 0019), and Next's unused image optimizer answered 404.
 * `next dev` keeps the catch-all route handler, which applies the same rules
 * (lib/upstream/forward-rules.ts).
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { answerImageEndpoint, isImageEndpoint } from './image-endpoint';
import { relayApiCall } from './relay';
import { isRelayedPath } from './relayed-paths';
import { staticAssets } from './static-assets';

// The bundle sits in upstream/dist/; the project (and its .next build) two levels up.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.PORT ?? 3000);

const app = next({ dev: false, dir: root, port });
await app.prepare();
const handle = app.getRequestHandler();
const serveStatic = staticAssets(path.join(root, '.next', 'static'));

/** The request's URL, or null when it cannot be parsed (Next answers those itself). */
function parseUrl(req: http.IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${port}`}`);
  } catch {
    return null;
  }
}

const server = http.createServer((req, res) => {
  const url = parseUrl(req);
  if (url && isRelayedPath(url.pathname)) {
    relayApiCall(req, res, url).catch((error: unknown) => {
      console.error('[bff] relay failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end();
    });
    return;
  }
  // Next's image optimizer: unused by the app, answered 404 here (image-endpoint.ts).
  if (url && isImageEndpoint(url.pathname)) return answerImageEndpoint(res, req.method);
  if (url?.pathname.startsWith('/_next/static/')) {
    void serveStatic(req, res, url.pathname)
      .catch(() => false)
      .then((served) => {
        if (!served) void handle(req, res);
      });
    return;
  }
  void handle(req, res);
});
// Node closes an idle keep-alive connection after 5 s; a client that sends on it at that moment gets
// ECONNRESET (an e2e API call did). Idle connections are kept well past clients' own reuse gaps,
// as proxies in front of Node are usually set up; headersTimeout must stay above it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => console.log(`[bff] ready on port ${port}`));

function stop() {
  server.close(() => process.exit(0));
  // Idle keep-alive sockets would hold close() open.
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
