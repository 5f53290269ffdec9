// Keeps one child process running for the launcher (scripts/launch-lib.mjs): a child that exits on
// its own is restarted with exponential backoff, so one crash of the upstream is a short outage
// the BFF rides out (503 + Retry-After) instead of the whole app stopping. A stop request ends it
// for good: SIGTERM, then SIGKILL when the child has not exited within the grace period.

/**
 * 0.5 s, 1 s, 2 s … at most 30 s between restarts. A child that stayed up for 60 s counts as
 * healthy, so its next crash starts over at 0.5 s (a crash loop backs off, a rare crash does not).
 */
export const DEFAULT_BACKOFF = Object.freeze({ initialMs: 500, maxMs: 30_000, resetAfterMs: 60_000 });

/**
 * EX_CONFIG (sysexits.h): the child says a restart cannot succeed (upstream/src/start-failure.ts:
 * the database is locked by another process, corrupt, or the disk is full). It is not restarted.
 */
export const EXIT_CANNOT_START = 78;

/** The wait before restart number `failures` (1 = the first restart of a crash streak). */
export function restartDelay(failures, policy = DEFAULT_BACKOFF) {
  return Math.min(policy.maxMs, policy.initialMs * 2 ** Math.max(0, failures - 1));
}

const seconds = (ms) => `${Number((ms / 1000).toFixed(2))}s`;

/**
 * Starts `start()` (which returns a ChildProcess) now and again whenever it exits unasked.
 * `onStart(child, attempt)` sees every start; `attempt` counts starts within the current crash streak.
 * A child exiting with EXIT_CANNOT_START is left down: one line says why (`reason()`, the child's
 * own words) and `onGiveUp(code)` is called.
 */
export function supervise(name, start, { backoff = DEFAULT_BACKOFF, log = console.error, onStart, onGiveUp, reason, prefix = '[start]' } = {}) {
  let child = null;
  let running = false;
  let exited = Promise.resolve();
  let failures = 0;
  let startedAt = 0;
  let timer = null;
  let stopped = false;

  function launch() {
    timer = null;
    startedAt = Date.now();
    const current = start();
    child = current;
    running = true;
    exited = new Promise((resolve) => {
      const settle = (code, signal) => {
        if (!running || child !== current) return;
        running = false;
        resolve();
        onExit(code, signal);
      };
      current.once('exit', settle);
      // A child that could not be spawned at all (ENOENT, EACCES) may emit no 'exit'.
      current.once('error', (err) => {
        log(`${prefix} ${name} failed to start: ${err.message}`);
        if (current.pid === undefined) settle(1, null);
      });
    });
    onStart?.(current, failures + 1);
  }

  function onExit(code, signal) {
    if (stopped) return;
    if (code === EXIT_CANNOT_START) {
      stopped = true;
      log(`${prefix} ${name} cannot start: ${reason?.() || `exit code ${code}`}; not retrying`);
      onGiveUp?.(code);
      return;
    }
    failures = Date.now() - startedAt >= backoff.resetAfterMs ? 1 : failures + 1;
    const delay = restartDelay(failures, backoff);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    log(`${prefix} ${name} exited (${how}); restarting in ${seconds(delay)} (attempt ${failures + 1})`);
    timer = setTimeout(launch, delay);
  }

  launch();
  return {
    name,
    get child() {
      return child;
    },
    /** Ends supervision; resolves once the child has exited (SIGKILL after `graceMs`). */
    async stop(graceMs = 12_000) {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (!running || !child) return;
      const current = child;
      current.kill('SIGTERM');
      const killer = setTimeout(() => {
        log(`${prefix} ${name} did not stop within ${seconds(graceMs)}; killing it`);
        current.kill('SIGKILL');
      }, graceMs);
      await exited;
      clearTimeout(killer);
    },
  };
}
