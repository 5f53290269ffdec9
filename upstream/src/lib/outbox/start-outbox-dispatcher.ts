import { AsyncResource } from 'node:async_hooks';
import type { Db } from '../../db/client';
import { DISPATCH_DEFAULTS, dispatchOutbox, type DispatchOptions } from './dispatch-outbox';
import type { OutboxKind, SelfDispatchingKind } from './outbox-kind';

export type DispatcherOptions = Partial<DispatchOptions> & {
  /** Poll this often while rows may be pending: after a nudge (the row may not have committed yet). */
  busyPollMs?: number;
  /** How long after a nudge the dispatcher keeps polling at `busyPollMs`. */
  busyWindowMs?: number;
  /** Poll this often otherwise (rows written by a process that died, or by one without a dispatcher). */
  idlePollMs?: number;
};

export interface OutboxDispatcher {
  /** A row was just inserted: look soon. Cheap, synchronous, never throws. */
  nudge(): void;
  /** Resolves once nothing is due (tests). */
  drain(timeoutMs?: number): Promise<void>;
  /** Stops polling and waits for the tick in flight; rows not delivered stay for the next start. */
  stop(): Promise<void>;
}

/**
 * Delivers outbox rows after commit (decision 0022), one tick at a time, each kind in id order.
 * Runs outside any request: the timers are bound to the context this was started in, so a nudge
 * from inside a request does not carry the request's AsyncLocalStorage (its transaction) along.
 */
export function startOutboxDispatcher(db: () => Db, kinds: Array<OutboxKind | SelfDispatchingKind>, options: DispatcherOptions = {}): OutboxDispatcher {
  const { busyPollMs = 300, busyWindowMs = 5_000, idlePollMs = 5_000, ...dispatch } = options;
  const warn = dispatch.warn ?? DISPATCH_DEFAULTS.warn;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let busyUntil = 0;
  let idle = false;
  const idleWaiters = new Set<() => void>();

  const tick = async () => {
    timer = null;
    let delay = idlePollMs;
    try {
      let more = false;
      let nextDueAt: number | null = null;
      for (const kind of kinds) {
        const result = 'dispatch' in kind ? await kind.dispatch() : await dispatchOutbox(db(), kind, dispatch);
        more ||= result.more;
        if (result.nextDueAt) nextDueAt = Math.min(nextDueAt ?? Infinity, result.nextDueAt.getTime());
      }
      const now = Date.now();
      idle = !more && nextDueAt === null;
      if (more) delay = 0;
      else if (nextDueAt !== null) delay = Math.max(20, Math.min(nextDueAt - now, idlePollMs));
      if (!more && now < busyUntil) delay = Math.min(delay, busyPollMs);
    } catch (error) {
      if (!stopped) warn(`dispatch failed: ${error instanceof Error ? error.message : String(error)}`);
      idle = false;
    }
    if (idle) for (const resolve of idleWaiters) resolve();
    return delay;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    if (running) {
      if (delay === 0) again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      running = tick().then((next) => {
        running = null;
        schedule(again ? 0 : next);
        again = false;
      });
    }, delay);
    timer.unref();
  };
  // Bound now, at start: whatever context nudge() is called from, the timers run in this one.
  const scheduleDetached = AsyncResource.bind(schedule);

  scheduleDetached(0);
  return {
    nudge() {
      busyUntil = Date.now() + busyWindowMs;
      idle = false;
      scheduleDetached(0);
    },
    drain(timeoutMs = 10_000) {
      return new Promise<void>((resolve, reject) => {
        const done = () => {
          clearTimeout(limit);
          idleWaiters.delete(done);
          resolve();
        };
        const limit = setTimeout(() => {
          idleWaiters.delete(done);
          reject(new Error(`outbox not drained after ${timeoutMs} ms`));
        }, timeoutMs);
        idleWaiters.add(done);
        idle = false;
        scheduleDetached(0);
      });
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
