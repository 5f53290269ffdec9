import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { TestApp } from '../../test/create-test-app';
import { startOutboxDispatcher, type OutboxDispatcher } from '../../lib/outbox/start-outbox-dispatcher';
import { webhookKind } from '../../services/webhooks/webhook-kind';

export type Received = { at: number; headers: IncomingHttpHeaders; body: string };

export type Receiver = {
  url: string;
  received: Received[];
  /** The status to answer the next request with (200 unless set). */
  answer: (request: number) => number;
  close(): Promise<void>;
};

/** A webhook receiver on 127.0.0.1 (a port of its own), recording every request. */
export async function startReceiver(): Promise<Receiver> {
  const sockets = new Set<Socket>();
  const receiver: Omit<Receiver, 'url' | 'close'> = { received: [], answer: () => 200 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      receiver.received.push({ at: Date.now(), headers: req.headers, body });
      const status = receiver.answer(receiver.received.length);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'receiver is down');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}

/**
 * The webhook sender as the upstream runs it (build-deps.ts), on the test app: a dispatcher nudged
 * by every queued event, with `delaysMs` as the retry schedule.
 */
export function startSender(t: TestApp, delaysMs: number[]): OutboxDispatcher {
  t.deps.config.webhooks = { retryDelaysMs: delaysMs, timeoutMs: 2_000 };
  const sender = startOutboxDispatcher(() => t.deps.db, [webhookKind(t.deps)], { busyPollMs: 25, idlePollMs: 100 });
  t.deps.nudgeOutbox = () => sender.nudge();
  return sender;
}

/** Polls `check` until it returns a value (not undefined), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
