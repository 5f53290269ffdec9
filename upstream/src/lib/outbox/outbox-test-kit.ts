import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createServer as createTcpServer } from 'node:net';
import { createRejectingPusherPublisher, type Publisher } from '../../realtime/publisher';

export const FAKE_APP = { appId: 'app-id', key: 'app-key', secret: 'app-secret' };

export type FakeRealtime = {
  port: number;
  /** Events received, in order (one entry per channel chunk). */
  received: { channels: string[]; name: string; data: unknown }[];
  /** While true, every event gets a 503. */
  down: boolean;
  /** A status to refuse an event with (by event name), e.g. 413. */
  refuse: (name: string) => number | undefined;
  /** Requests answered (503s included). */
  requests: number;
  listen(): Promise<void>;
  close(): Promise<void>;
};

/** A stand-in for the realtime server's HTTP API (`POST /apps/:id/events`), healthy unless `down`. */
export async function startFakeRealtime(port = 0): Promise<FakeRealtime> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const fake: FakeRealtime = {
    port,
    received: [],
    down: false,
    refuse: () => undefined,
    requests: 0,
    listen: () =>
      new Promise((resolve) => {
        server = createServer((req, res) => {
          let body = '';
          req.on('data', (chunk: Buffer) => (body += chunk.toString()));
          req.on('end', () => {
            fake.requests++;
            if (fake.down) return void res.writeHead(503).end('down');
            const event = JSON.parse(body) as { channels: string[]; name: string; data: string };
            const refused = fake.refuse(event.name);
            if (refused) return void res.writeHead(refused).end('refused');
            fake.received.push({ channels: event.channels, name: event.name, data: JSON.parse(event.data) });
            res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
          });
        });
        server.on('connection', (socket) => {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
        });
        server.listen(fake.port, '127.0.0.1', () => {
          fake.port = (server!.address() as AddressInfo).port;
          resolve();
        });
      }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
  };
  await fake.listen();
  return fake;
}

/** A TCP server that accepts connections and never answers: a hung (SIGSTOPped) realtime server. */
export async function startHungServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The dispatcher's target: the real Pusher SDK client pointed at `port`, rejecting on failure. */
export function targetAt(port: number, timeoutMs = 2_000): Publisher {
  return createRejectingPusherPublisher({ ...FAKE_APP, host: '127.0.0.1', port, scheme: 'http', timeoutMs });
}
