/**
 * Request ids: the BFF sends one with every upstream call (X-Request-Id), both sides log it and the
 * forwarder returns it, so one id ties a user's report to the BFF's and the upstream's lines.
 * An id that came with the request is kept only from a trusted proxy (TRUSTED_PROXY_HOPS > 0, the
 * same rule as X-Forwarded-For): a client's own value is not believed. It ends up in log lines,
 * so it must be a short token of safe characters; anything else gets a fresh one.
 */
import { isSaneRequestId } from '@/lib/contract/request-id';
import { serverEnv } from '@/lib/env';

export { isSaneRequestId, REQUEST_ID_HEADER } from '@/lib/contract/request-id';

export const newRequestId = (): string => crypto.randomUUID();

/** The id of a request the BFF received: its proxy's when trusted and sane, else a new one. */
export function requestIdFor(incoming: string | null | undefined): string {
  return serverEnv().trustedProxyHops > 0 && isSaneRequestId(incoming) ? incoming : newRequestId();
}
