/**
 * The X-Request-Id format both processes accept (the BFF from a trusted proxy, the upstream from
 * the BFF). It ends up in log lines, so it must be a short token of safe characters; anything
 * else is replaced by a fresh id.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const isSaneRequestId = (value: string | null | undefined): value is string => typeof value === 'string' && SANE_REQUEST_ID.test(value);
