import type { Context } from 'hono';
import { AppError } from './errors';
import { readForm } from './multipart';

const NOT_JSON = 'The request body must be a JSON object.';

export type RequestInput = { input: Record<string, unknown>; files: Record<string, File> };

/**
 * A create or update body sent as JSON or as a form (multipart or urlencoded). In a form, a
 * `listKeys` field sent as `key[]` or repeated arrives as an array (one plain value stays text, which
 * the contract may split on commas). JSON null reads as '' so "clear it" is the same in both.
 */
export async function readInput(c: Context, maxBytes: number, listKeys: readonly string[] = []): Promise<RequestInput> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/json')) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = undefined;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('VALIDATION', NOT_JSON, { errors: { _: [NOT_JSON] } });
    const input = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === null ? '' : v]));
    return { input, files: {} };
  }
  const form = await readForm(c, maxBytes);
  const input: Record<string, unknown> = { ...form.fields };
  for (const key of listKeys) if (form.lists[key]) input[key] = form.lists[key];
  delete input._method;
  return { input, files: form.files };
}

/** A file input left empty still sends a part (no name, no bytes): that is "no file", not a bad image. */
export function chosenFile(file: File | undefined): File | undefined {
  return file && (file.size > 0 || file.name !== '') ? file : undefined;
}
