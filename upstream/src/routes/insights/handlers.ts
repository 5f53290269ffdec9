import type { Context } from 'hono';
import { insightCreateBody, insightUpdateBody } from '@/lib/contract/insights';
import type { AppDeps, AppEnv } from '../../app-env';
import { AppError } from '../../lib/errors';
import { parsePatch } from '../../lib/parse-patch';
import type { ReceivedDocument } from '../../lib/streaming-form';
import { readStreamingForm } from '../../lib/streaming-form';
import { parseOr422 } from '../../lib/validation';
import { requireInsight } from '../../services/access/content-guard';
import { createInsight } from '../../services/insights/create-insight';
import { updateInsight } from '../../services/insights/update-insight';
import { uploadResources } from '../../services/insights/upload-resources';

const MAX_RESOURCES_PER_UPLOAD = 10;

const NOT_JSON = 'The request body must be a JSON object.';
/** Form fields that may arrive as repeated `x[]` values. */
const LIST_KEYS = ['workspace_ids', 'insight_resource_ids'];

type InsightInput = { input: Record<string, unknown>; file?: ReceivedDocument; discard(): Promise<void> };

/**
 * A create or update body: JSON (no file), or multipart read as a stream (the `file` part goes
 * straight to storage; see readStreamingForm). JSON null reads as '' so "clear it" is the same in
 * both. The caller must `discard()` when the request fails after this, so no stray bytes stay.
 */
async function readInsightInput(c: Context, deps: AppDeps): Promise<InsightInput> {
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
async function orDiscard<T>(received: { discard(): Promise<void> }, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await received.discard();
    throw error;
  }
}

/** `POST insights`: JSON or multipart with its file and pending resources. */
export async function addInsight(c: Context<AppEnv>) {
  const deps = c.var.deps;
  const received = await readInsightInput(c, deps);
  return orDiscard(received, async () => createInsight(deps, c.var.auth.user.id, parseOr422(insightCreateBody, received.input), received.file));
}

/** `PUT insights/{insightId}`: the fields sent change; `remove_file=1` drops its file. */
export async function changeInsight(c: Context<AppEnv>, insightId: number) {
  const deps = c.var.deps;
  const userId = c.var.auth.user.id;
  // Access first, so an outsider's upload is refused before its bytes are read.
  const access = await requireInsight(deps.db, userId, insightId, 'write');
  const received = await readInsightInput(c, deps);
  return orDiscard(received, async () => {
    const { remove_file: removeFile, ...patch } = parsePatch(insightUpdateBody, received.input);
    return updateInsight(deps, access, userId, patch, { file: received.file, removeFile: removeFile === true });
  });
}

/** `POST insights/resources`: one or more `file` (or `files[]`) parts, each a pending resource of the caller. */
export async function uploadPending(c: Context<AppEnv>) {
  const deps = c.var.deps;
  const form = await readStreamingForm(c, deps, { fileFields: ['file', 'files'], maxFiles: MAX_RESOURCES_PER_UPLOAD });
  const documents = [...(form.files.file ?? []), ...(form.files.files ?? [])];
  return orDiscard(form, async () => uploadResources(deps, c.var.auth.user.id, documents));
}
