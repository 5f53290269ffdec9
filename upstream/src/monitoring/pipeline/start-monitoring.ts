import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppDeps } from '../../app-env';
import { closeSharedBrowser } from '../fetch/shared-browser';
import { parseAllowList } from '../net/allow-list';
import { claimNextRequest, requeueStaleRequests } from './claim-next-request';
import { enqueueDuePages } from './enqueue-due-pages';
import { runRequest } from './run-request';
import { monitoringWake } from './wake';

export type MonitoringOptions = {
  log?: (message: string) => void;
  /** `interval`: this process ticks the scheduler (PGlite); `external`: pg-boss's cron calls tick(). */
  scheduler?: 'interval' | 'external';
  /** How long stop() waits for running fetches before it lets go (their leases then expire). */
  stopTimeoutMs?: number;
};

export type MonitoringEngine = {
  /** Queues due pages and puts requests of dead workers back (the cron job calls this). */
  tick(): Promise<number>;
  /** Makes idle workers look for requests now. */
  kick(): void;
  stop(): Promise<void>;
  /** Resolves when no worker is running a request (tests). */
  idle(): Promise<void>;
};

/**
 * The scraping engine of one process: `workers` loops that claim a request (atomically, one per
 * retailer domain across all processes), run it, and look again at once; idle ones sleep until
 * `monitoringWake` fires or `pollMs` passes. The lease on a request covers the worst case of one
 * run (HTTP, robots, browser render), so a living worker never loses it.
 */
export function startMonitoring(deps: AppDeps, options: MonitoringOptions = {}): MonitoringEngine {
  const config = deps.config.monitoring;
  const log = options.log ?? ((m: string) => console.log(`[monitoring] ${m}`));
  const allow = parseAllowList(config.allowHosts);
  const leaseMs = config.fetchTimeoutMs * 4 + 60_000;
  const processId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let stopped = false;
  const sleepers = new Set<() => void>();
  const running = new Set<Promise<unknown>>();
  const kick = () => {
    for (const wake of [...sleepers]) wake();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  const loop = async (workerId: string) => {
    while (!stopped) {
      let claimed = null;
      try {
        claimed = await claimNextRequest(deps.db, workerId, deps.now(), leaseMs);
      } catch (error) {
        log(`claim failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!claimed) {
        await sleep(config.pollMs);
        continue;
      }
      const run = runRequest(deps, { workerId, allow, log }, claimed).catch((e: unknown) => log(`run failed: ${String(e)}`));
      running.add(run);
      await run;
      running.delete(run);
    }
  };

  let ticking: Promise<number> | null = null;
  const tick = async () => {
    if (ticking) return ticking;
    ticking = (async () => {
      const now = deps.now();
      await requeueStaleRequests(deps.db, now);
      return enqueueDuePages(deps.db, now);
    })().finally(() => {
      ticking = null;
    });
    return ticking;
  };
  const safeTick = () => tick().catch((e: unknown) => log(`tick failed: ${e instanceof Error ? e.message : String(e)}`));

  monitoringWake.on('wake', kick);
  const loops = Array.from({ length: config.workers }, (_, i) => loop(`${processId}#${i + 1}`));
  const timer = options.scheduler === 'external' ? null : setInterval(safeTick, config.tickMs);
  void safeTick();

  return {
    tick,
    kick,
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      monitoringWake.off('wake', kick);
      kick();
      const bounded = new Promise((resolve) => setTimeout(resolve, options.stopTimeoutMs ?? 15_000).unref());
      await Promise.race([Promise.all([...loops, ...running, ticking]), bounded]);
      await closeSharedBrowser();
    },
  };
}
