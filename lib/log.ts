/**
 * The log of both processes (the BFF and the upstream import this one module): one JSON object per
 * line on stdout, so a log collector can parse and index it (`{"level":"info","msg":"api",
 * "request_id":…}` from the BFF, `"msg":"request"` from the upstream). Deliberately tiny and synchronous: one
 * JSON.stringify per line, no buffering, no async work on the request path. Fields are chosen by
 * the callers, who must never pass tokens, cookies, bodies or query strings.
 * `LOG_LEVEL` (debug|info|warn|error|silent, default info) drops the lines below it; Jest sets
 * `silent` (jest.setup.ts) so test output stays clean.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | null | undefined>;

const RANK = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Threshold = keyof typeof RANK;
const isThreshold = (value: string): value is Threshold => Object.hasOwn(RANK, value);

/** Where lines go; an object so tests can spy on `write` and read what would be printed. */
export const logSink = {
  write(line: string): void {
    process.stdout.write(`${line}\n`);
  },
};

let threshold: number | null = null;

function currentThreshold(): number {
  if (threshold !== null) return threshold;
  const wanted = (process.env.LOG_LEVEL ?? '').trim().toLowerCase() || 'info';
  if (isThreshold(wanted)) return (threshold = RANK[wanted]);
  // A typo must not silence the log nor crash a request: say so once and keep the default.
  threshold = RANK.info;
  logSink.write(JSON.stringify({ level: 'warn', msg: `LOG_LEVEL "${wanted}" is not one of ${Object.keys(RANK).join(', ')}; using info` }));
  return threshold;
}

/** Tests: log from this level on (`null`: read LOG_LEVEL again). */
export function setLogLevel(level: Threshold | null): void {
  threshold = level === null ? null : RANK[level];
}

export function log(level: LogLevel, msg: string, fields: LogFields = {}): void {
  if (RANK[level] < currentThreshold()) return;
  logSink.write(JSON.stringify({ level, msg, ...fields }));
}

/**
 * An unhandled error is a bug: its line is written whatever LOG_LEVEL says, to stderr through
 * console.error (a test that causes one fails: jest.setup.ts).
 */
export function logError(msg: string, fields: LogFields = {}): void {
  console.error(JSON.stringify({ level: 'error', msg, ...fields }));
}
