/**
 * Typed upstream reads for server components (and server actions): the session's token is
 * attached automatically. Server-only: it reads the session cookie.
 */
import { headers } from 'next/headers';
import type { z } from 'zod';
import { readCurrentSession } from '@/lib/session/server-session';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import { ServiceUnavailableError } from '@/lib/api/service-unavailable';
import { redirectDuringPageRender } from './unavailable-redirect';
import { upstreamFetch } from './upstream-fetch';
import type { UpstreamFetchOptions } from './upstream-fetch';

export type UpstreamResult<T> =
  | { ok: true; status: number; data: T }
  /** `data` is the upstream's error body (usually `{ message }`), or a `{ message }` of ours for 502. */
  | { ok: false; status: number; data: unknown };

export interface UpstreamJsonOptions extends Pick<UpstreamFetchOptions, 'method' | 'searchParams' | 'signal' | 'requestId'> {
  /** A JSON body (serialized here). */
  json?: unknown;
  /** Use these credentials instead of the session's (route handlers that already read it). */
  auth?: { token?: string; impersonatorToken?: string };
}

const UNEXPECTED = 'The service answered in an unexpected format.';

/**
 * The session's credentials, client address and request id (the page request's, when a trusted
 * proxy gave it one; else a fresh id per call). Route handlers that pass `auth` pass their own id.
 */
async function credentials(auth: UpstreamJsonOptions['auth'], requestId: string | undefined) {
  if (auth) return { token: auth.token, impersonatorToken: auth.impersonatorToken, forwardedFor: null, requestId };
  const [session, requestHeaders] = await Promise.all([readCurrentSession(), headers()]);
  return {
    token: session.authToken,
    impersonatorToken: session.impersonatorAuthToken,
    forwardedFor: requestHeaders.get('x-forwarded-for'),
    requestId: requestId ?? requestIdFor(requestHeaders.get(REQUEST_ID_HEADER)),
  };
}

/**
 * An outage: during a page render (no `auth`: the request's own session) the browser is sent to
 * /unavailable, which answers 503 (lib/upstream/unavailable-redirect.ts); otherwise, and for route
 * handlers (`auth`), ServiceUnavailableError.
 */
async function unavailable(auth: UpstreamJsonOptions['auth'], cause?: unknown): Promise<never> {
  if (!auth) await redirectDuringPageRender();
  throw new ServiceUnavailableError(cause === undefined ? undefined : { cause });
}

/**
 * Call the upstream and parse its JSON body (the whole body, envelope included: pass
 * `dataOf(userResource)` and read `result.data.data`). With a schema, a 2xx body that does not
 * match becomes `{ ok: false, status: 502 }`: the page shows an error instead of crashing.
 * An outage (no answer at all, or a 503 such as a lost database): no page can be built then. A page
 * render redirects to /unavailable (a 503 that comes back to the page); anything else gets
 * ServiceUnavailableError (the error boundary shows "unavailable" and retries).
 */
export async function upstreamJson<T = unknown>(path: string, schema?: z.ZodType<T>, options: UpstreamJsonOptions = {}): Promise<UpstreamResult<T>> {
  const { json, auth, requestId, ...rest } = options;
  let response: Response;
  try {
    response = await upstreamFetch(path, {
      ...rest,
      ...(await credentials(auth, requestId)),
      ...(json !== undefined && { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }),
    });
  } catch (error) {
    // An abort is not an outage: the request it served is gone, let it propagate as it is.
    if (rest.signal?.aborted) throw error;
    return unavailable(auth, error);
  }
  if (response.status === 503) {
    void response.body?.cancel();
    return unavailable(auth);
  }

  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    return { ok: false, status: response.ok ? 502 : response.status, data: { message: UNEXPECTED } };
  }
  if (!response.ok) return { ok: false, status: response.status, data: body };
  if (!schema) return { ok: true, status: response.status, data: body as T };

  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, status: response.status, data: parsed.data };
  // A contract drift between BFF and upstream: worth a line in the server log.
  console.warn(`[bff] upstream ${path} answered an unexpected shape`, parsed.error.issues.slice(0, 3));
  return { ok: false, status: 502, data: { message: UNEXPECTED } };
}
