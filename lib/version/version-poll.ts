/**
 * New-version check (spec §4, §7 "GET /app.json with a timestamp query", §9 "every 5 minutes").
 * Plain TypeScript so it can be tested without a DOM; `<NewVersionBanner />` wires it to React.
 */
export const VERSION_POLL_INTERVAL_MS = 5 * 60 * 1000;
export const APP_JSON_PATH = '/app.json';

export type AppJson = { version: string; built_at?: string };

export const versionUrl = (now: number = Date.now()) => `${APP_JSON_PATH}?t=${now}`;

/** True when both versions are known and they differ. */
export function isNewVersion(initial: string | null, latest: string | null): boolean {
  return initial !== null && latest !== null && initial !== latest;
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Read the deployed version. A failure is logged with console.warn and yields null (spec §8). */
export async function fetchAppVersion(fetchImpl: FetchLike = fetch, now: number = Date.now()): Promise<string | null> {
  try {
    const res = await fetchImpl(versionUrl(now), { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body: unknown = await res.json();
    const version = body && typeof body === 'object' ? (body as Partial<AppJson>).version : undefined;
    if (typeof version !== 'string' || version === '') throw new Error('no version field');
    return version;
  } catch (error) {
    console.warn('[version] could not read app.json:', error instanceof Error ? error.message : error);
    return null;
  }
}

export type VersionPollOptions = {
  onNewVersion: (latest: string, initial: string) => void;
  fetchImpl?: FetchLike;
  intervalMs?: number;
};

/**
 * Fetch the version now (the baseline) and then every `intervalMs`. When a later fetch returns a
 * different version, `onNewVersion` is called (once) and polling stops. If the first fetch fails,
 * the first successful one becomes the baseline. Returns a stop function.
 */
export function startVersionPoll({ onNewVersion, fetchImpl, intervalMs = VERSION_POLL_INTERVAL_MS }: VersionPollOptions): () => void {
  let initial: string | null = null;
  let stopped = false;
  let inFlight = false;

  const check = async () => {
    if (stopped || inFlight) return;
    inFlight = true;
    const latest = await fetchAppVersion(fetchImpl ?? ((input, init) => fetch(input, init)));
    inFlight = false;
    if (stopped || latest === null) return;
    if (initial === null) initial = latest;
    else if (isNewVersion(initial, latest)) {
      stop();
      onNewVersion(latest, initial);
    }
  };

  const timer = setInterval(() => void check(), intervalMs);
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  void check();
  return stop;
}
