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

/**
 * A JSON body read as the router's validator reads one, for a route whose handler checks access
 * first: a JSON content type is parsed (an empty body: 400; guardInput has already refused malformed
 * JSON with a 422), anything else is an empty object the contract then refuses. Unlike readBody,
 * null stays null.
 */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!/^application\/([\w.-]+\+)?json$/.test(type)) return {};
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
