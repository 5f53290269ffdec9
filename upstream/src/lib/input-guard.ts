import type { MiddlewareHandler } from 'hono';
import { findNulFields, nulFieldErrors, NUL_MESSAGE } from '@/lib/contract/nul-characters';
import type { AppEnv } from '../app-env';
import { AppError, notFound } from './errors';

/** A 422 naming every field that holds a NUL (see lib/contract/nul-characters.ts for why). */
export function nulError(paths: readonly string[]): AppError {
  const errors = nulFieldErrors(paths);
  const count = Object.keys(errors).length;
  return new AppError('VALIDATION', count > 1 ? `${NUL_MESSAGE} (and ${count - 1} more error${count > 2 ? 's' : ''})` : NUL_MESSAGE, { errors });
}

/** Throws the 422 when any text field of a parsed form holds a NUL. */
export function assertNoNul(value: unknown): void {
  const paths = findNulFields(value);
  if (paths.length) throw nulError(paths);
}

const JSON_TYPE = /^application\/([a-z.+-]*\+)?json/i;
const MALFORMED_JSON = 'The request body must be valid JSON.';

/**
 * Runs before every route: a NUL in the path is a record that cannot exist (404); in the query or
 * a JSON body it is a 422 on the field; malformed JSON is a 422 too (Hono's validator would answer
 * a bare 400 without `errors`). JSON is read as text once (Hono caches it, so the route's
 * validator parses the same bytes). Multipart and
 * urlencoded bodies are checked where they are read (readForm, readStreamingForm), because some
 * routes stream them and this must not consume the stream.
 */
export const guardInput: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  let path = url.pathname;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    // A malformed escape is the router's business (it answers 404).
  }
  if (path.includes('\u0000')) throw notFound('Record');

  const paths: string[] = [];
  for (const [key, value] of url.searchParams) {
    if (key.includes('\u0000') || value.includes('\u0000')) paths.push(key.replace(/\[\]$/, ''));
  }
  if (JSON_TYPE.test(c.req.header('content-type') ?? '') && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const text = await c.req.text();
    if (text.trim() !== '') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new AppError('VALIDATION', MALFORMED_JSON, { errors: { _: [MALFORMED_JSON] } });
      }
      if (text.includes('\\u0000')) paths.push(...findNulFields(parsed));
    }
  }
  if (paths.length) throw nulError(paths);
  await next();
};
