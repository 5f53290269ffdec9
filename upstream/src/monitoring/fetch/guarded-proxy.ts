import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { AllowList } from '../net/allow-list';
import { resolveHost } from '../net/resolve-host';
import type { ResolveHost } from '../net/resolve-host';
import { checkProxyTarget } from './proxy-target';
import type { CheckedTarget } from './proxy-target';

export type GuardedProxyOptions = {
  resolve?: ResolveHost;
  /** Resolving and dialling one target. */
  connectTimeoutMs?: number;
  /** A connection (either side) that moves no byte for this long is closed. */
  idleTimeoutMs?: number;
  /** Open upstream connections per credential (one fetch); more are refused. */
  maxSocketsPerCredential?: number;
};

/** Proxy auth for one fetch: Playwright's `newContext({ proxy: { server, username, password } })`. */
export type ProxyCredential = { username: string; password: string; release: () => void };

export type GuardedProxy = {
  port: number;
  /** `http://127.0.0.1:<port>` */
  server: string;
  /** A live credential bound to this allow list until `release()` (which also cuts its connections). */
  register: (allow: AllowList) => ProxyCredential;
  close: () => Promise<void>;
};

type Grant = { password: Buffer; allow: AllowList; sockets: Set<Duplex>; upstream: number; live: boolean };

const REALM = 'monitor';
const REFUSED = 'HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\nconnection: close\r\n\r\n';
const CHALLENGE = `HTTP/1.1 407 Proxy Authentication Required\r\nproxy-authenticate: Basic realm="${REALM}"\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`;
const HOP_BY_HOP = new Set([
  'proxy-authorization',
  'proxy-connection',
  'proxy-authenticate',
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The forward proxy every byte of the monitoring browser goes through (decision 0021). Chromium is
 * launched with `--proxy-server` pointing here and `<-loopback>` (so loopback is proxied too), and
 * each fetch's context authenticates with its own credential, which names that fetch's allow list.
 * Every connection — a CONNECT tunnel (https, wss, ws), a plain-HTTP absolute-URI request, a
 * WebSocket upgrade, and so every redirect hop — is checked with the HTTP fetcher's rule at
 * connect time and dialled at the address that was checked. No credential → 407 (so Chromium sends
 * one); a wrong or released credential, a refused target, a request to the proxy itself → 403 with
 * no detail. Listens on 127.0.0.1 on an ephemeral port; connect and idle timeouts, a cap per fetch.
 */
export async function startGuardedProxy(options: GuardedProxyOptions = {}): Promise<GuardedProxy> {
  const resolve = options.resolve ?? resolveHost;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  const maxSockets = options.maxSocketsPerCredential ?? 32;
  const grants = new Map<string, Grant>();
  const clients = new Set<Socket>();
  let ownPort = 0;

  const authorize = (req: IncomingMessage): Grant | 'missing' | null => {
    const header = req.headers['proxy-authorization'];
    if (!header) return 'missing';
    const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
    if (!match) return null;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const grant = colon > 0 ? grants.get(decoded.slice(0, colon)) : undefined;
    if (!grant) return null;
    const given = Buffer.from(decoded.slice(colon + 1));
    return given.length === grant.password.length && timingSafeEqual(given, grant.password) ? grant : null;
  };

  /** Resolves, checks and dials; null when refused, over the cap, or unreachable in time. */
  const dial = async (grant: Grant, host: string, port: number): Promise<{ socket: Socket; target: CheckedTarget } | null> => {
    if (grant.upstream >= maxSockets) return null;
    grant.upstream += 1;
    let counted = true;
    const uncount = () => {
      if (counted) grant.upstream -= 1;
      counted = false;
    };
    const timer = new Promise<null>((done) => setTimeout(() => done(null), connectTimeoutMs).unref());
    const target = await Promise.race([checkProxyTarget(host, port, grant.allow, { resolve, ownPort }), timer]);
    if (!target || !grant.live) {
      uncount();
      return null;
    }
    const socket = connect({ host: target.address, port: target.port, family: target.family });
    socket.setTimeout(connectTimeoutMs);
    const opened = await new Promise<boolean>((done) => {
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
      socket.once('timeout', () => done(false));
    });
    if (!opened || !grant.live) {
      socket.destroy();
      uncount();
      return null;
    }
    socket.setTimeout(idleTimeoutMs, () => socket.destroy());
    track(grant, socket);
    socket.once('close', uncount);
    socket.on('error', () => socket.destroy());
    return { socket, target };
  };

  const track = (grant: Grant, socket: Duplex) => {
    grant.sockets.add(socket);
    socket.once('close', () => grant.sockets.delete(socket));
  };

  const refuse = (socket: Duplex, answer = REFUSED) => {
    if (!socket.destroyed) socket.end(answer);
    setTimeout(() => socket.destroy(), 1000).unref();
  };

  const server = createServer({ maxHeaderSize: 16 * 1024 });
  server.on('connection', (socket: Socket) => {
    clients.add(socket);
    socket.once('close', () => clients.delete(socket));
    socket.setTimeout(idleTimeoutMs, () => socket.destroy());
  });

  // https, wss (and ws: Chromium tunnels every WebSocket through CONNECT).
  server.on('connect', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    client.on('error', () => client.destroy());
    const grant = authorize(req);
    if (grant === 'missing') return refuse(client, CHALLENGE);
    if (!grant) return refuse(client);
    const authority = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+):(\d{1,5})$/.exec(req.url ?? '');
    if (!authority) return refuse(client);
    void dial(grant, authority[1], Number(authority[2])).then((dialled) => {
      if (!dialled || client.destroyed) {
        dialled?.socket.destroy();
        return refuse(client);
      }
      track(grant, client);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) dialled.socket.write(head);
      pipeBoth(client, dialled.socket);
    });
  });

  // Plain http:// requests in absolute form.
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const grant = authorize(req);
    if (grant === 'missing') return answer(res, 407, { 'proxy-authenticate': `Basic realm="${REALM}"` });
    const url = absoluteHttpUrl(req.url);
    if (!grant || !url) return answer(res, 403);
    track(grant, req.socket);
    void dial(grant, url.hostname, Number(url.port || 80)).then((dialled) => {
      if (!dialled) return answer(res, 403);
      const upstream = httpRequest({
        createConnection: () => dialled.socket,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers: { ...requestHeaders(req.rawHeaders), host: url.host },
      });
      upstream.on('response', (up) => {
        res.writeHead(up.statusCode ?? 502, up.statusMessage, endToEnd(up.rawHeaders));
        up.pipe(res);
        up.on('error', () => res.destroy());
      });
      upstream.on('error', () => (res.headersSent ? res.destroy() : answer(res, 403)));
      res.on('close', () => dialled.socket.destroy());
      req.pipe(upstream);
    });
  });

  // A WebSocket upgrade sent in absolute form over plain HTTP.
  server.on('upgrade', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    client.on('error', () => client.destroy());
    const grant = authorize(req);
    if (grant === 'missing') return refuse(client, CHALLENGE);
    const url = absoluteHttpUrl(req.url?.replace(/^ws:/i, 'http:'));
    if (!grant || !url) return refuse(client);
    void dial(grant, url.hostname, Number(url.port || 80)).then((dialled) => {
      if (!dialled || client.destroyed) {
        dialled?.socket.destroy();
        return refuse(client);
      }
      track(grant, client);
      const headers = Object.entries({ ...requestHeaders(req.rawHeaders), host: url.host, connection: 'Upgrade', upgrade: req.headers.upgrade ?? 'websocket' });
      dialled.socket.write(`${req.method ?? 'GET'} ${url.pathname}${url.search} HTTP/1.1\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`);
      if (head.length > 0) dialled.socket.write(head);
      pipeBoth(client, dialled.socket);
    });
  });
  server.on('clientError', (_error, socket: Duplex) => refuse(socket, 'HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\nconnection: close\r\n\r\n'));

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  ownPort = (server.address() as AddressInfo).port;

  return {
    port: ownPort,
    server: `http://127.0.0.1:${ownPort}`,
    register: (allow) => {
      const username = `fetch-${randomBytes(9).toString('hex')}`;
      const password = randomBytes(24).toString('hex');
      const grant: Grant = { password: Buffer.from(password), allow, sockets: new Set(), upstream: 0, live: true };
      grants.set(username, grant);
      return {
        username,
        password,
        release: () => {
          grants.delete(username);
          grant.live = false;
          for (const socket of grant.sockets) socket.destroy();
        },
      };
    },
    close: async () => {
      for (const grant of grants.values()) grant.live = false;
      grants.clear();
      for (const socket of clients) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

function answer(res: ServerResponse, status: 403 | 407, headers: Record<string, string> = {}): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { ...headers, 'content-length': '0', connection: 'close' });
  res.end();
}

/** Only `http://host[:port]/…` in absolute form; https arrives as CONNECT, anything else is refused. */
function absoluteHttpUrl(raw: string | undefined): URL | null {
  if (!raw || !/^http:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.username || url.password ? null : url;
  } catch {
    return null;
  }
}

/** The end-to-end headers of a raw list (proxy and hop-by-hop ones dropped), as a flat raw list. */
function endToEnd(raw: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (!HOP_BY_HOP.has(raw[i].toLowerCase())) out.push(raw[i], raw[i + 1]);
  }
  return out;
}

/** A request's end-to-end headers by name, repeated ones joined (`cookie` with "; "). */
function requestHeaders(raw: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const list = endToEnd(raw);
  for (let i = 0; i < list.length; i += 2) {
    const key = list[i].toLowerCase();
    out[key] = key in out ? `${out[key]}${key === 'cookie' ? '; ' : ', '}${list[i + 1]}` : list[i + 1];
  }
  return out;
}

function pipeBoth(a: Duplex, b: Socket): void {
  a.pipe(b);
  b.pipe(a);
  a.once('close', () => b.destroy());
  b.once('close', () => a.destroy());
}
