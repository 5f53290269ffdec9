import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env';
import { AppError } from './errors';
import { readForm } from './multipart';

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * A record's fields from a JSON object (or, leniently, a form). JSON null becomes '' so the
 * contract's optional fields read it as "clear"; a body that is not an object is a 422.
 */
export async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (FORM_TYPES.some((t) => type.startsWith(t))) {
    const form = await readForm(c, c.var.deps.config.uploadMaxBytes);
    return { ...form.fields, ...form.lists };
  }
  let parsed: unknown;
  try {
    parsed = await c.req.json();
  } catch {
    parsed = undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    const message = 'The request body must be a JSON object.';
    throw new AppError('VALIDATION', message, { errors: { _: [message] } });
  }
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, v === null ? '' : v]));
}

/** The router's (zod-openapi) test of a JSON request's content type, parameters allowed. */
const JSON_REQUEST = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

/**
 * A JSON body read as the router would have read it (`request.body` of a config), for a route whose
 * handler checks access first and so documents its body with `jsonDoc` instead: another content
 * type, or a body without one, is 415; no body at all reads as `{}` (the contract then refuses what
 * it needs); an empty JSON body is 400 (guardInput has already answered malformed JSON with a 422).
 * Unlike readBody, null stays null.
 */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type');
  if (type ? !JSON_REQUEST.test(type) : (await c.req.arrayBuffer()).byteLength > 0) throw new HTTPException(415, { message: 'Unsupported Media Type' });
  if (!type) return {};
  try {
    return await c.req.json();
  } catch {
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  }
}

/** The form's values for `keys` that were sent (lists from `x[]` or repeated keys win over text). */
export function pickForm(
  form: { fields: Record<string, string>; lists: Record<string, string[]> },
  keys: readonly string[],
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of keys) {
    if (key in form.lists) out[key] = form.lists[key];
    else if (key in form.fields) out[key] = form.fields[key];
  }
  return out;
}

/**
 * For an edit: a field not sent stays as it is (undefined); a field sent empty is cleared (null).
 * `value` is what the contract made of it ('' and undefined both mean empty).
 */
export function edited<T>(sent: Record<string, unknown>, key: string, value: T | '' | undefined): T | null | undefined {
  if (!(key in sent)) return undefined;
  return value === undefined || value === '' ? null : value;
}
