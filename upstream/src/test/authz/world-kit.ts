import type { TestApp } from '../create-test-app';
import { send } from '../helpers';

/** A request body: JSON (a plain object) or multipart (FormData, for routes that take files). */
export type Body = Record<string, unknown> | FormData;

/** The smallest valid PNG (1x1): image fields sniff the bytes. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

export function form(fields: Record<string, string | number>, file?: { field: string; name: string; bytes: Uint8Array; type: string }): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, String(v));
  if (file) fd.append(file.field, new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  return fd;
}

/** A seeding call that must succeed: returns `data` of the answer, or throws with the body. */
export async function must<T = { id: number }>(t: TestApp, token: string, method: string, path: string, body?: Body): Promise<T> {
  const res = await send(t, token, method, path, body);
  const text = await res.text();
  if (res.status >= 300) throw new Error(`seed ${method} ${path} → ${res.status} ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}
