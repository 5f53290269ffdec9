import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { messageBody } from '@/lib/contract/common';
import type { AppDeps } from '../../app-env';
import { AppError } from '../../lib/errors';
import { pathId } from '../../lib/path-ids';
import { bearerSecurity, errorResponses, json } from '../../lib/router';
import type { ReceivedDocument } from '../../lib/streaming-form';
import { readStreamingForm } from '../../lib/streaming-form';
import { requireAuth } from '../../middleware/auth';
export { idHook } from '../../lib/path-ids';

/** Every insight route authenticates with the `insights` ability; path ids are digits only (numericIds). */
export const insightRouteBase = (tag: string) => ({ tags: [tag], security: bearerSecurity, middleware: [requireAuth('insights')] });
export const insightParams = z.object({ insightId: pathId });
export const resourceParams = z.object({ insightResourceId: pathId });
export const insightResourceParams = z.object({ insightId: pathId, insightResourceId: pathId });
export const insightErrors = { ...errorResponses, 404: json(messageBody, 'Not found, or not visible to the caller') };
export const documentBytes = {
  description: 'The document, as an attachment with its sniffed type and nosniff',
  content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
};

const NOT_JSON = 'The request body must be a JSON object.';
/** Form fields that may arrive as repeated `x[]` values. */
const LIST_KEYS = ['workspace_ids', 'insight_resource_ids'];

export type InsightInput = { input: Record<string, unknown>; file?: ReceivedDocument; discard(): Promise<void> };

/**
 * A create or update body: JSON (no file), or multipart read as a stream (the `file` part goes
 * straight to storage; see readStreamingForm). JSON null reads as '' so "clear it" is the same in
 * both. The caller must `discard()` when the request fails after this, so no stray bytes stay.
 */
export async function readInsightInput(c: Context, deps: AppDeps): Promise<InsightInput> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/json')) {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('VALIDATION', NOT_JSON, { errors: { _: [NOT_JSON] } });
    return { input: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === null ? '' : v])), discard: async () => {} };
  }
  const form = await readStreamingForm(c, deps, { fileFields: ['file'] });
  const input: Record<string, unknown> = { ...form.fields };
  for (const key of LIST_KEYS) if (form.lists[key]) input[key] = form.lists[key];
  delete input._method;
  return { input, file: form.files.file?.[0], discard: form.discard };
}

/** Runs `work`; if it throws, the request's stored documents are removed before the error answers. */
export async function orDiscard<T>(received: { discard(): Promise<void> }, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await received.discard();
    throw error;
  }
}
