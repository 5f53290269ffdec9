/**
 * "The service is unavailable" as a typed error that survives the trip from a server component to
 * the browser's error boundary. Production builds replace a server error's message with a generic
 * one but keep its `digest`, so the digest is what the boundary recognises. Shared by server and browser
 * (the error boundaries are client components), so it lives outside the server-only lib/upstream/.
 */

export const UNAVAILABLE_DIGEST = 'SERVICE_UNAVAILABLE';
export const UNAVAILABLE_MESSAGE = 'The service is unavailable. Please try again.';
/** The upstream took longer than its bound (lib/upstream/upstream-bounds.ts): the API's 504. */
export const TIMED_OUT_MESSAGE = 'The service did not answer in time. Please try again.';

/** The upstream could not be reached, or answered 503: wait and retry, this is not a bug. */
export class ServiceUnavailableError extends Error {
  readonly digest = UNAVAILABLE_DIGEST;

  constructor(options?: { cause?: unknown }) {
    super(UNAVAILABLE_MESSAGE, options);
    this.name = 'ServiceUnavailableError';
  }
}

/** True for a ServiceUnavailableError, also after Next serialised it to the browser. */
export function isServiceUnavailable(error: { digest?: string; message?: string } | null | undefined): boolean {
  return error?.digest === UNAVAILABLE_DIGEST;
}
