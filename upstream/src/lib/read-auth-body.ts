import type { Context } from 'hono';
import { readForm } from './multipart';

/** socket_id and channel_name are a few hundred bytes; nothing larger belongs in this body. */
const MAX_AUTH_BODY_BYTES = 16 * 1024;

const FORM_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i;
const JSON_TYPE = /^application\/([a-z.+-]*\+)?json/i;

/**
 * The fields of a `broadcasting/auth` request as pusher-js (urlencoded), a FormData (multipart) or
 * a fetch with JSON sends them. readForm answers a malformed multipart body with a 422 (Hono's
 * parser throws, which would be a 500); malformed JSON is already a 422 (guardInput). Any other
 * type has no fields, so the schema's 422 names the missing ones.
 */
export async function readAuthBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (JSON_TYPE.test(type)) {
    // guardInput has checked the JSON; an empty body is no fields (the schema names them).
    const text = await c.req.text();
    return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
  }
  if (FORM_TYPE.test(type)) return (await readForm(c, MAX_AUTH_BODY_BYTES)).fields;
  return {};
}
