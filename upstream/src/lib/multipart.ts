import type { Context } from 'hono';
import { AppError, fieldError } from './errors';
import { assertNoNul } from './input-guard';

const MALFORMED = 'The request must be valid multipart/form-data.';

/**
 * A body that claims to be multipart and is not makes Hono's parseBody throw a TypeError: that is
 * the client's mistake, a 422, never a 500. Matched by name because under Jest the error comes from
 * undici's realm, where instanceof misses it.
 */
async function parseOr422(c: Context) {
  try {
    return await c.req.parseBody({ all: true });
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'TypeError') throw new AppError('VALIDATION', MALFORMED, { errors: { _: [MALFORMED] } });
    throw error;
  }
}

export type MultipartFields = { fields: Record<string, string>; files: Record<string, File> };

/**
 * Reads a multipart (or urlencoded) body into text fields and files. Repeated keys `x[]` become
 * JSON-able arrays in `fields` under `x` joined later by the caller's schema.
 */
export async function readForm(c: Context, maxBytes: number): Promise<MultipartFields & { lists: Record<string, string[]> }> {
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > maxBytes + 64 * 1024) throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) {
    throw new AppError('VALIDATION', 'The request must be multipart/form-data.', { errors: { _: ['The request must be multipart/form-data.'] } });
  }
  const body = await parseOr422(c);
  // File parts are checked by name only (their bytes are the document, not text for the database).
  const named = (x: string | File) => (typeof x === 'string' ? x : x.name);
  assertNoNul(Object.fromEntries(Object.entries(body).map(([k, v]) => [k.replace(/\[\]$/, ''), Array.isArray(v) ? v.map(named) : named(v)])));
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  const lists: Record<string, string[]> = {};
  for (const [rawKey, value] of Object.entries(body)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (typeof v === 'string') {
        if (rawKey.endsWith('[]') || Array.isArray(value)) (lists[key] ??= []).push(v);
        fields[key] = v;
      } else {
        if (v.size > maxBytes) throw fieldError(key, `The ${key} may not be greater than ${Math.floor(maxBytes / 1024)} kilobytes.`);
        files[key] = v;
      }
    }
  }
  return { fields, files, lists };
}
