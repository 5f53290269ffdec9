import type { fileVersions } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { ReceivedDocument } from '../../lib/streaming-form';
import type { StreamingForm } from '../../lib/streaming-form';

/** The content columns of a version: stored bytes or an external URL, never both. */
export type VersionContent = Pick<typeof fileVersions.$inferInsert, 'storageName' | 'originalName' | 'mime' | 'size' | 'externalUrl'>;

/** Exactly one of an uploaded `file` and an `external_url`, else a 422 on `file`. */
export function versionContent(document: ReceivedDocument | undefined, externalUrl: string | undefined): VersionContent {
  if (document && externalUrl) throw fieldError('file', 'Send either a file or an external url, not both.');
  if (document) return { storageName: document.storageName, originalName: document.originalName, mime: document.mime, size: document.size, externalUrl: null };
  if (externalUrl) return { storageName: null, originalName: null, mime: null, size: null, externalUrl };
  throw fieldError('file', 'The file field is required when external url is not present.');
}

/** The text fields of a streaming form as contract input; `x[]` (or repeated) list fields as arrays. */
export function formInput(form: StreamingForm, listKeys: readonly string[] = []): Record<string, unknown> {
  const input: Record<string, unknown> = { ...form.fields };
  for (const key of listKeys) if (form.lists[key]) input[key] = form.lists[key];
  delete input._method;
  return input;
}

/** Runs `work`; if it fails, the documents this request stored are removed before the error goes on. */
export async function discardOnFailure<T>(form: StreamingForm, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await form.discard();
    throw error;
  }
}
