// The embedded Pusher-protocol server: websocket clients at /app/{key}, Pusher's HTTP API at /apps/{appId}.
// Enough of Pusher / Soketi / Reverb for pusher-js, Laravel Echo and the `pusher` server SDK.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { ChannelRegistry } from './channel-registry';
import { realtimeClientAddress } from './client-address';
import { createHttpApi } from './http-api';
import { DEFAULT_CLIENT_EVENTS_PER_SECOND, DEFAULT_MAX_CONNECTIONS_PER_IP, MAX_WS_PAYLOAD_BYTES } from './limits';
import { PROTOCOL_VERSION, PusherErrorCode, encodeMessage, errorMessage } from './protocol';
import { PusherSession } from './pusher-session';

export interface RealtimeServerOptions {
  /** 0 picks a free port; the chosen one is `RealtimeServer.port`. */
  port: number;
  host?: string;
  appId: string;
  key: string;
  secret: string;
  /** Announced to clients; the server pings a client that stays silent this long. */
  activityTimeoutSec?: number;
  /** How long the server waits for any frame after its ping before closing with 4201. */
  pongTimeoutSec?: number;
  /** Open connections per client address; the next is refused with 4100 (limits.ts). */
  maxConnectionsPerIp?: number;
  /** Client events per second per connection; more are rejected with 4301 (limits.ts). */
  clientEventsPerSecond?: number;
  /** Proxies in front that append to X-Forwarded-For; 0 counts the socket's address (client-address.ts). */
  trustedProxyHops?: number;
  /** Milliseconds for the client-event rate (tests freeze it); default `performance.now`. */
  clock?: () => number;
}

export interface RealtimeServer {
  port: number;
  close(): Promise<void>;
  connectionCount(): number;
}

/** On shutdown, how long clients get to acknowledge the close frame before their sockets are dropped. */
const CLOSE_GRACE_MS = 1000;

/** Answers a handshake we cannot accept: `pusher:error` with the code, then a close with the same code. */
function refuse(ws: WebSocket, code: number, reason: string): void {
  ws.send(encodeMessage(errorMessage(code, reason)));
  ws.close(code, reason);
}

export function startRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
  const { appId, key, secret, host = '127.0.0.1', activityTimeoutSec = 120, pongTimeoutSec = 30 } = options;
  const { maxConnectionsPerIp = DEFAULT_MAX_CONNECTIONS_PER_IP, clientEventsPerSecond = DEFAULT_CLIENT_EVENTS_PER_SECOND } = options;
  const { trustedProxyHops = 0, clock = () => performance.now() } = options;
  const registry = new ChannelRegistry();
  const sessions = new Set<PusherSession>();
  /** Open sessions per client address (entries removed at zero). */
  const perAddress = new Map<string, number>();
  let closing: Promise<void> | null = null;
  const server = createServer(createHttpApi({ appId, key, secret, registry, isReady: () => closing === null }));
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_WS_PAYLOAD_BYTES });

  function onConnection(ws: WebSocket, req: IncomingMessage): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/app\/([^/]+)\/?$/.exec(url.pathname);
    if (!match) return refuse(ws, PusherErrorCode.PathNotFound, 'Path not found');
    if (match[1] !== key) return refuse(ws, PusherErrorCode.AppNotFound, 'Application does not exist');
    // Without `protocol` Pusher falls back to protocol 1, which is no longer supported.
    if (Number(url.searchParams.get('protocol')) !== PROTOCOL_VERSION) {
      return refuse(ws, PusherErrorCode.UnsupportedProtocol, `Unsupported protocol version (use ${PROTOCOL_VERSION})`);
    }
    const address = realtimeClientAddress(req, trustedProxyHops);
    const open = perAddress.get(address) ?? 0;
    if (open >= maxConnectionsPerIp) {
      return refuse(ws, PusherErrorCode.OverCapacity, 'Over connection quota: too many connections from this address');
    }
    perAddress.set(address, open + 1);
    const session = new PusherSession(ws, {
      key,
      secret,
      activityTimeoutSec,
      pongTimeoutSec,
      clientEventsPerSecond,
      clock,
      registry,
      onClose: (closed) => {
        sessions.delete(closed);
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      },
    });
    sessions.add(session);
    session.start();
  }

  server.on('upgrade', (req, socket, head) => {
    // While draining, a reconnect on a kept-alive connection must go to another instance.
    if (closing) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, req));
  });

  async function close(): Promise<void> {
    // Stop listening first, so clients told to reconnect below cannot land here again.
    const stopped = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    server.closeIdleConnections();
    const open = [...wss.clients];
    // 4200: clients should reconnect immediately (to the next instance).
    for (const session of [...sessions]) session.close(PusherErrorCode.ReconnectImmediately, 'Server shutting down');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, CLOSE_GRACE_MS);
      const waitAll = open.map((ws) => (ws.readyState === ws.CLOSED ? null : new Promise((r) => ws.once('close', r))));
      void Promise.all(waitAll).then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    server.closeAllConnections();
    await stopped;
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      server.on('error', (error) => console.warn('[realtime] server error', error));
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => (closing ??= close()),
        connectionCount: () => sessions.size,
      });
    });
  });
}
