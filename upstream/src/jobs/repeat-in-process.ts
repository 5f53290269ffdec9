import type { JobLog } from './cleanup-job';

export type Repeating = { stop(): Promise<void> };

/**
 * Runs `work` at once and then every `intervalMs` in this process, never two runs at once (a slow
 * database must not stack them up); a failure is logged as `<name> failed: …` and the next tick
 * tries again. The one-off at start means rows left by a long downtime go at once, not after the
 * first interval. `stop()` waits for the run in flight — at most `stopWaitMs` when given (a long run
 * whose claim goes stale is resumed by the next process instead).
 */
export function repeatInProcess(name: string, work: () => Promise<unknown>, log: JobLog, intervalMs: number, opts: { stopWaitMs?: number } = {}): Repeating {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = work()
      .catch((error: unknown) => log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (opts.stopWaitMs === undefined) {
        await running;
        return;
      }
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (wait = setTimeout(resolve, opts.stopWaitMs)))]);
      clearTimeout(wait);
    },
  };
}
