import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { USER_PATTERN_WORK, userPatternInput } from '@/lib/contract/monitoring/user-pattern';
import type { UserPattern } from '@/lib/contract/monitoring/user-pattern';
import { PATTERN_WORKER_SOURCE } from './pattern-worker-source';

/**
 * A person's patterns (price_regex, ignore_patterns) run off the event loop (docs/security.md, "User patterns"):
 * RE2 is linear, but a price pattern matching late in a 1 MB page still costs about half a second,
 * and a crafted one tens of milliseconds per kilobyte — no input is small enough to run inline.
 * A pool of at most PATTERN_WORKERS threads, started on first use and `unref()`'d while idle (they
 * never keep a process or a Jest worker alive; a busy one does, until it answers), runs each call in
 * turn; a call that passes its deadline (counted from when its thread runs) has its thread
 * terminated (a fresh one takes the next call) and resolves as `pattern_timeout`. A thread that
 * dies resolves its call as `pattern_failed`. Nothing here throws: callers report the problem and
 * go on without the pattern, as with one RE2 refuses.
 */
export const PATTERN_DEADLINE_MS = 2_000;
export const PATTERN_WORKERS = 2;
/** Heap of one pattern thread: a 2 MB page and its copies fit many times over. */
const WORKER_HEAP_MB = 256;

export type PatternProblem = 'pattern_timeout' | 'pattern_failed';
export type PatternRun<T> = { ok: true; value: T } | { ok: false; problem: PatternProblem };
export type PatternRunOptions = { deadlineMs?: number };

type Job = { op: 'first'; source: string; text: string } | { op: 'remove'; sources: string[]; text: string; replacement: string };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };
type Call = { job: Job; deadlineMs: number; resolve: (run: PatternRun<unknown>) => void };
type Slot = { worker: Worker; online: boolean; current: (Call & { id: number; timer?: NodeJS.Timeout }) | null };

const slots: Slot[] = [];
const queue: Call[] = [];
let nextId = 1;
let started = 0;
let re2jsPath: string | null = null;

/** The first match's first group (else the whole match), null when none; as `firstMatch`. */
export function findFirstMatch(pattern: UserPattern, text: string, options: PatternRunOptions = {}): Promise<PatternRun<string | null>> {
  // Only the part RE2 may look at crosses to the thread.
  return run({ op: 'first', source: pattern.source, text: userPatternInput(pattern, text) }, options) as Promise<PatternRun<string | null>>;
}

/**
 * `text` with, on each line (split on \n), every match of each pattern in turn replaced by
 * `replacement` (literally); as `replaceMatches` line by line. One call (one deadline) for them all.
 */
export function removeMatchesByLine(patterns: UserPattern[], text: string, replacement: string, options: PatternRunOptions = {}): Promise<PatternRun<string>> {
  if (patterns.length === 0) return Promise.resolve({ ok: true, value: text });
  return run({ op: 'remove', sources: patterns.map((p) => p.source), text, replacement }, options) as Promise<PatternRun<string>>;
}

/** Terminates the pattern threads (shutdown, tests); calls in flight or queued resolve as `pattern_failed`. */
export async function closePatternWorkers(): Promise<void> {
  const closing = slots.splice(0);
  for (const call of queue.splice(0)) call.resolve({ ok: false, problem: 'pattern_failed' });
  for (const slot of closing) settle(slot, { ok: false, problem: 'pattern_failed' });
  await Promise.all(closing.map((slot) => slot.worker.terminate()));
}

/** How many pattern threads were started since the process began (tests: a timed-out one is replaced). */
export function patternWorkersStarted(): number {
  return started;
}

function run(job: Job, options: PatternRunOptions): Promise<PatternRun<unknown>> {
  return new Promise((resolve) => {
    queue.push({ job, deadlineMs: options.deadlineMs ?? PATTERN_DEADLINE_MS, resolve });
    pump();
  });
}

function pump(): void {
  while (queue.length > 0) {
    const slot = slots.find((s) => s.current === null) ?? (slots.length < PATTERN_WORKERS ? spawn() : null);
    if (!slot) return;
    const call = queue.shift() as Call;
    const id = nextId++;
    slot.current = { ...call, id };
    // Busy, the thread keeps the process up until it answers (or its deadline ends it); idle, never.
    slot.worker.ref();
    slot.worker.postMessage({ id, ...call.job });
    // A fresh thread's clock starts once it runs (its start-up is not the pattern's time).
    if (slot.online) arm(slot);
  }
}

function spawn(): Slot {
  const worker = new Worker(PATTERN_WORKER_SOURCE, {
    eval: true,
    workerData: { re2js: resolveRe2js(), work: USER_PATTERN_WORK },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  started++;
  const slot: Slot = { worker, online: false, current: null };
  slots.push(slot);
  worker.on('online', () => {
    slot.online = true;
    if (slot.current) arm(slot);
  });
  worker.on('message', (reply: Reply) => {
    if (slot.current?.id !== reply.id) return;
    settle(slot, reply.ok ? { ok: true, value: reply.value } : { ok: false, problem: 'pattern_failed' });
    pump();
  });
  worker.on('error', () => retire(slot, 'pattern_failed'));
  worker.on('exit', () => retire(slot, 'pattern_failed'));
  // After the listeners (adding a 'message' listener refs the thread again); pump() refs it while busy.
  worker.unref();
  return slot;
}

function arm(slot: Slot): void {
  const current = slot.current;
  if (!current || current.timer) return;
  current.timer = setTimeout(() => {
    retire(slot, 'pattern_timeout');
    void slot.worker.terminate();
  }, current.deadlineMs);
}

function settle(slot: Slot, result: PatternRun<unknown>): void {
  const current = slot.current;
  if (!current) return;
  clearTimeout(current.timer);
  slot.current = null;
  slot.worker.unref();
  current.resolve(result);
}

/** A thread that timed out, failed or exited leaves the pool; its call resolves with the problem. */
function retire(slot: Slot, problem: PatternProblem): void {
  const at = slots.indexOf(slot);
  if (at === -1) return;
  slots.splice(at, 1);
  settle(slot, { ok: false, problem });
  pump();
}

function resolveRe2js(): string {
  // __filename exists under Jest (CommonJS); import.meta.url under tsx (ESM) and in the bundles.
  re2jsPath ??= createRequire(typeof __filename === 'string' ? __filename : fileURLToPath(import.meta.url)).resolve('re2js');
  return re2jsPath;
}
