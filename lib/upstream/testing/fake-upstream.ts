/**
 * Test helper: a real HTTP server on 127.0.0.1:<random port> standing in for the upstream API.
 * It records every request byte for byte and answers what the test tells it to.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { resetEnvForTests } from '@/lib/env';

export interface RecordedRequest {
  method: string;
  /** Path and query as received, e.g. `/api/teams?page=2`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

export type Responder = (request: RecordedRequest) => FakeAnswer;

export interface FakeUpstream {
  port: number;
  /** `http://127.0.0.1:<port>/api`, the value for UPSTREAM_URL. */
  baseUrl: string;
  requests: RecordedRequest[];
  respond: Responder;
  close(): Promise<void>;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): FakeAnswer => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const fake: Omit<FakeUpstream, 'port' | 'baseUrl' | 'close'> = { requests: [], respond: () => json(200, { data: null }) };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      fake.requests.push(recorded);
      const answer = fake.respond(recorded);
      res.writeHead(answer.status ?? 200, answer.headers ?? {});
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    port,
    baseUrl: `http://127.0.0.1:${port}/api`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}

/** A port with nothing listening: taken from a server that is closed again. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * An upstream that hangs, as one stopped with SIGSTOP does: the kernel accepts its connections,
 * and then nothing is ever read or answered. `connections` counts the accepted ones.
 */
export async function startSilentUpstream(): Promise<{ baseUrl: string; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createTcpServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    // Never read: the sender's buffers fill, as they would against a stopped process.
    socket.pause();
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A request body the way a slow client sends it: `chunks`, each `gapMs` after the one before. */
export function trickleBody(chunks: string[], gapMs: number): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
      if (next === chunks.length) return controller.close();
      controller.enqueue(new TextEncoder().encode(chunks[next]));
      next += 1;
    },
  });
}

export const TEST_APP_URL = 'http://localhost:3000';
export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** Point the BFF env at `upstreamUrl` with a fixed secret (no .data file is written). */
export function setTestEnv(upstreamUrl: string): void {
  process.env.UPSTREAM_URL = upstreamUrl;
  process.env.APP_URL = TEST_APP_URL;
  process.env.SESSION_SECRET = TEST_SESSION_SECRET;
  resetEnvForTests();
}

/**
 * The Jest hooks of a suite that talks to one fake upstream: started once for the file, UPSTREAM_URL
 * pointed at it and its recorded requests cleared before each test; `respond` (when given) is the
 * answer each test starts from. Hands the instance to the suite through `use`. (Not named use…:
 * ESLint would take it for a React hook.)
 */
export function withFakeUpstream(use: (upstream: FakeUpstream) => void, respond?: Responder): void {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    use(upstream);
  });
  afterAll(() => upstream.close());
  beforeEach(() => {
    setTestEnv(upstream.baseUrl);
    upstream.requests.length = 0;
    if (respond) upstream.respond = respond;
  });
}
