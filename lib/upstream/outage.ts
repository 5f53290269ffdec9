/**
 * Pages during an outage. Next cannot give a rendered page a 503 (only 401/403/404 and
 * redirects), so the first render that meets a dead upstream redirects to /unavailable, a route
 * handler's 503 (lib/upstream/unavailable-redirect.ts). What this module adds: once any call has failed, the proxy asks the
 * upstream's `/readyz` before each page and, while it is not ready, answers the page itself with
 * a 503, Retry-After and a page that retries — without rendering. Nothing is probed while calls
 * succeed. The state lives on globalThis because the proxy and the app are separate bundles in
 * one process.
 */
import { serverEnv } from '@/lib/env';

/** After the last failure, how long page requests keep asking /readyz first. */
export const RECENT_FAILURE_MS = 60_000;
export const READY_TIMEOUT_MS = 1_000;
export const RETRY_AFTER_SECONDS = 5;

type OutageState = { lastFailureAt: number };
const KEY = Symbol.for('collab.upstream-outage');
const holder = globalThis as typeof globalThis & { [KEY]?: OutageState };
const state = (): OutageState => (holder[KEY] ??= { lastFailureAt: 0 });

const isOutageStatus = (status: number) => status === 502 || status === 503 || status === 504;

/** Called by the one upstream client after every answer (or none: `null`). */
export function noteUpstreamOutcome(status: number | null, now = Date.now()): void {
  if (status === null || isOutageStatus(status)) state().lastFailureAt = now;
  else if (status < 500) state().lastFailureAt = 0;
}

export const upstreamRecentlyFailed = (now = Date.now()): boolean => {
  const at = state().lastFailureAt;
  return at > 0 && now - at < RECENT_FAILURE_MS;
};

/**
 * `GET /readyz` at the upstream's origin (database reachable). An upstream without that route (a
 * foreign implementation answering 404) counts as ready: only no answer or 502/503/504 is down.
 */
export async function upstreamReady(): Promise<boolean> {
  const url = new URL('/readyz', serverEnv().upstreamUrl);
  try {
    const res = await fetch(url, { cache: 'no-store', redirect: 'manual', signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
    await res.body?.cancel();
    noteUpstreamOutcome(res.status);
    return !isOutageStatus(res.status);
  } catch {
    noteUpstreamOutcome(null);
    return false;
  }
}
