import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Something to stop on shutdown, named for the log line when it fails. */
export type Closer = { name: string; close: () => Promise<void> };

export type ShutdownPlan = {
  /** HTTP servers: stop accepting at once, then get `timeoutMs` to finish in-flight requests. */
  servers?: Server[];
  /** Stopped while the servers drain: realtime sockets (told to reconnect elsewhere), job workers. */
  services?: Closer[];
  /** Closed last, once nothing uses them any more: the database. */
  resources?: Closer[];
  /** After this long in-flight requests are cut off (a stuck request must not block a deploy). */
  timeoutMs?: number;
  log?: (message: string) => void;
};

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** `server.close()` waits for in-flight requests; past the deadline their sockets are destroyed. */
function drain(server: Server, timeoutMs: number, log: (message: string) => void): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    // A kept-alive connection would otherwise stay open until its client hangs up: once its
    // response is written, close the connections that went idle.
    const closeIdleAfter = (_req: IncomingMessage, res: ServerResponse) => res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
    server.on('request', closeIdleAfter);
    const timer = setTimeout(() => {
      log(`in-flight requests still running after ${timeoutMs} ms; closing their connections`);
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearTimeout(timer);
      server.off('request', closeIdleAfter);
      resolve();
    });
    server.closeIdleConnections();
  });
}

async function closeAll(closers: Closer[], log: (message: string) => void): Promise<void> {
  const results = await Promise.allSettled(closers.map((c) => c.close()));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
      log(`${closers[i].name} did not close cleanly: ${reason}`);
    }
  });
}

/**
 * SIGTERM handling for every process: stop accepting, let in-flight work finish (bounded by
 * `timeoutMs`), stop the services alongside, then close shared resources. Never throws: a failing
 * step is logged and the others still run, so the process can exit.
 */
export async function gracefulShutdown(plan: ShutdownPlan): Promise<void> {
  const log = plan.log ?? ((message: string) => console.warn(`[shutdown] ${message}`));
  const timeoutMs = plan.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  await Promise.all([...(plan.servers ?? []).map((server) => drain(server, timeoutMs, log)), closeAll(plan.services ?? [], log)]);
  await closeAll(plan.resources ?? [], log);
}

/**
 * Runs `shutdown` once on SIGTERM or SIGINT, then exits; a second signal exits at once (an
 * operator pressing Ctrl-C twice means it).
 */
export function exitOnSignals(name: string, shutdown: () => Promise<void>): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) process.exit(1);
    started = true;
    console.log(`[${name}] ${signal}: shutting down`);
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`[${name}] shutdown failed:`, error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
