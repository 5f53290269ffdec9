import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The stored-page sanitizer (DOMPurify on a jsdom window) runs on a thread of its own: jsdom
 * builds an object per element, about a second for a dense 1 MB page, which on the event loop
 * held every API request of the upstream for as long. One thread, started on first use (so jsdom
 * is never loaded by a process that stores no page: the upstream starts faster), `unref()`'d
 * while idle, pages in turn. A page past SANITIZE_DEADLINE_MS has its thread terminated and
 * replaced, and the caller gets null, as for a thread that died: the caller stores the page's text
 * instead (sanitize-html.ts), never the page unsanitized.
 *
 * The thread's code is plain JavaScript in a string, like the pattern workers' (a worker gets
 * neither Jest's transform nor tsx's, and the bundle has no file beside it); it requires jsdom and
 * DOMPurify by the absolute paths resolved here.
 */
export const SANITIZE_DEADLINE_MS = 20_000;
const WORKER_HEAP_MB = 512;

const SOURCE = String.raw`
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { JSDOM, VirtualConsole } = require(workerData.jsdom);
const createDOMPurify = require(workerData.dompurify);
// A silent console: jsdom reports CSS it cannot parse, which retailers' pages are full of.
const purifier = createDOMPurify(new JSDOM('', { virtualConsole: new VirtualConsole() }).window);
parentPort.on('message', ({ id, html, config }) => {
  try {
    parentPort.postMessage({ id, ok: true, html: purifier.sanitize(html, config) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: String(error && error.message || error) });
  }
});
`;

type Call = { html: string; config: Record<string, unknown>; deadlineMs: number; resolve: (clean: string | null) => void };
type Current = Call & { id: number; timer?: NodeJS.Timeout };
type Thread = { worker: Worker; online: boolean; current: Current | null };

let thread: Thread | null = null;
const queue: Call[] = [];
let nextId = 1;
let started = 0;
let paths: { jsdom: string; dompurify: string } | null = null;

/** DOMPurify's `sanitize(html, config)` on the thread; null when it failed or passed its deadline. */
export function sanitizeOnThread(html: string, config: Record<string, unknown>, deadlineMs = SANITIZE_DEADLINE_MS): Promise<string | null> {
  return new Promise((resolve) => {
    queue.push({ html, config, deadlineMs, resolve });
    pump();
  });
}

/** Ends the thread (shutdown, tests); pages in flight or queued get null. */
export async function closeSanitizeWorker(): Promise<void> {
  const closing = thread;
  thread = null;
  for (const call of queue.splice(0)) call.resolve(null);
  if (!closing) return;
  settle(closing, null);
  await closing.worker.terminate();
}

/** Threads started since the process began (tests: a timed-out one is replaced). */
export function sanitizeWorkersStarted(): number {
  return started;
}

function pump(): void {
  if (queue.length === 0) return;
  const current = thread ?? spawn();
  if (current.current) return;
  const call = queue.shift() as Call;
  const id = nextId++;
  current.current = { ...call, id };
  // Busy, the thread keeps the process up until it answers (or its deadline ends it); idle, never.
  current.worker.ref();
  current.worker.postMessage({ id, html: call.html, config: call.config });
  if (current.online) arm(current);
}

function spawn(): Thread {
  const worker = new Worker(SOURCE, { eval: true, workerData: resolvePaths(), resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  started++;
  const made: Thread = { worker, online: false, current: null };
  thread = made;
  worker.on('online', () => {
    made.online = true;
    if (made.current) arm(made);
  });
  worker.on('message', (reply: { id: number; ok: boolean; html?: string }) => {
    if (made.current?.id !== reply.id) return;
    settle(made, reply.ok ? (reply.html ?? '') : null);
    pump();
  });
  worker.on('error', () => retire(made));
  worker.on('exit', () => retire(made));
  // After the listeners (adding a 'message' listener refs the thread again).
  worker.unref();
  return made;
}

function arm(current: Thread): void {
  const call = current.current;
  if (!call || call.timer) return;
  call.timer = setTimeout(() => {
    retire(current);
    void current.worker.terminate();
  }, call.deadlineMs);
}

function settle(current: Thread, clean: string | null): void {
  const call = current.current;
  if (!call) return;
  clearTimeout(call.timer);
  current.current = null;
  current.worker.unref();
  call.resolve(clean);
}

/** A thread that timed out, failed or exited is dropped; its page gets null, the next a new thread. */
function retire(current: Thread): void {
  if (thread === current) thread = null;
  settle(current, null);
  pump();
}

function resolvePaths(): { jsdom: string; dompurify: string } {
  // __filename exists under Jest (CommonJS); import.meta.url under tsx (ESM) and in the bundles.
  const require = createRequire(typeof __filename === 'string' ? __filename : fileURLToPath(import.meta.url));
  paths ??= { jsdom: require.resolve('jsdom'), dompurify: require.resolve('dompurify') };
  return paths;
}
