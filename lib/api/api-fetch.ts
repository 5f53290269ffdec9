/**
 * Browser-side client for the BFF: `apiFetch('teams')` calls `/api/teams` with the session cookie.
 * It never throws for HTTP or network failures; it returns a discriminated result instead.
 * Only an aborted request (its `signal` fired) rejects, with the abort reason, and, outside
 * production, an answer that does not match the `schema` passed (ContractMismatchError).
 */
import { errorMessages, fieldErrorsOf } from './error-messages';
import type { FieldErrors } from './error-messages';

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiQuery = Record<string, string | number | boolean | null | undefined>;

export type ApiFetchOptions = {
  method?: ApiMethod;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  formData?: FormData;
  /** Appended as a query string; null and undefined values are skipped. */
  query?: ApiQuery;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Message used when the response carries none (spec §8 fallback texts). */
  fallback?: string;
  /**
   * Waits before each retry of a write whose answer was lost (network failure, 502, 503, 504);
   * every try carries the same Idempotency-Key, so the write happens once. [] retries nothing.
   */
  retryDelaysMs?: readonly number[];
  /**
   * The contract of a successful answer's JSON body (`pageOf(item)`, `dataOf(item)` of lib/contract),
   * or a loader of it. Checked outside production builds only (development and tests), so the
   * browser's reads are held to the contract the server prefetches parse with, without zod's size
   * and parse time on phones: pass a loader (`() => import(…)`) so the schema stays out of first-load
   * chunks (lib/workspace-content/read-schema.ts). The body is checked, not replaced: dev and
   * production see the same data.
   */
  schema?: ContractSchema | (() => Promise<ContractSchema>);
};

/** What `schema` needs of a zod schema (structural: this module does not load zod). */
export type ContractSchema = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** Thrown outside production when an answer does not match the contract its read passed. */
export class ContractMismatchError extends Error {
  constructor(
    readonly method: ApiMethod,
    readonly path: string,
    readonly issues: readonly string[],
  ) {
    super(`${method} ${path}: the answer does not match the contract: ${issues.join('; ')}`);
    this.name = 'ContractMismatchError';
  }
}

const CHECK_CONTRACT = process.env.NODE_ENV !== 'production';
const MAX_ISSUES = 5;

async function checkContract(schema: NonNullable<ApiFetchOptions['schema']>, body: unknown, method: ApiMethod, url: string): Promise<void> {
  const contract = typeof schema === 'function' ? await schema() : schema;
  const result = contract.safeParse(body);
  if (result.success) return;
  const issues = result.error.issues.slice(0, MAX_ISSUES).map((i) => `${i.path.length ? i.path.map(String).join('.') : '(body)'}: ${i.message}`);
  if (result.error.issues.length > MAX_ISSUES) issues.push(`and ${result.error.issues.length - MAX_ISSUES} more`);
  throw new ContractMismatchError(method, url, issues);
}

/** A write is tried again after these waits when its answer was lost (decision 0022). */
export const WRITE_RETRY_DELAYS_MS: readonly number[] = [400, 1200, 3000];
/** Answers that say "not done, try again": the BFF's or the upstream's outage answers. */
const RETRIED_STATUSES = new Set([0, 502, 503, 504]);

/** A fresh key per call: one user action, however many tries it takes. */
function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export type ApiSuccess<T> = { ok: true; status: number; data: T; body: unknown };
export type ApiFailure = {
  ok: false;
  /** HTTP status, or 0 when the request never got a response. */
  status: number;
  /** The first of `messages`: the main text to show. */
  message: string;
  /** All messages by the spec §8 rules (flattened `errors`, else `message`, else the fallback). */
  messages: string[];
  fieldErrors: FieldErrors;
  body: unknown;
};
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export function apiUrl(path: string, query?: ApiQuery): string {
  const url = `/api/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Spec §7: response bodies are read from a data field, or used as they are. */
export function unwrapData(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body ? (body as { data: unknown }).data : body;
}

export function failure(status: number, body: unknown, fallback: string): ApiFailure {
  const messages = errorMessages(body, fallback);
  return { ok: false, status, message: messages[0], messages, fieldErrors: fieldErrorsOf(body), body };
}

/**
 * One call to the BFF. A write (POST, PUT, PATCH, DELETE) carries an `Idempotency-Key` and is
 * tried again with the same key when its answer was lost (network failure, 502/503/504), waiting
 * `retryDelaysMs` between tries: the upstream answers a repeat from the first try's stored answer.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', signal } = options;
  if (method === 'GET') return fetchOnce<T>(path, options, {});
  const key = options.headers?.['Idempotency-Key'] ?? newIdempotencyKey();
  const delays = options.retryDelaysMs ?? WRITE_RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt++) {
    const result = await fetchOnce<T>(path, options, { 'Idempotency-Key': key });
    if (result.ok || !RETRIED_STATUSES.has(result.status) || attempt >= delays.length) return result;
    await wait(delays[attempt], signal);
  }
}

async function fetchOnce<T>(path: string, options: ApiFetchOptions, extra: Record<string, string>): Promise<ApiResult<T>> {
  const { method = 'GET', json, formData, query, signal, fallback = DEFAULT_ERROR_MESSAGE } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers, ...extra };
  let body: BodyInit | undefined;
  if (formData) body = formData;
  else if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }

  let res: Response;
  try {
    res = await fetch(apiUrl(path, query), { method, headers, body, signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    return failure(0, undefined, fallback);
  }

  let parsed: unknown;
  try {
    parsed = await readBody(res);
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    return failure(res.status, undefined, fallback);
  }

  if (!res.ok) return failure(res.status, parsed, fallback);
  if (CHECK_CONTRACT && options.schema) await checkContract(options.schema, parsed, method, apiUrl(path, query));
  return { ok: true, status: res.status, data: unwrapData(parsed) as T, body: parsed };
}
