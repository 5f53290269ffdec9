import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Local storage writes an upload to `<id>.part` and renames it when complete (local-storage.ts); a
 * crash, a kill or a full disk can leave the part behind. Removed at start and by the maintenance job
 * (jobs/cleanup-job.ts) once untouched for PARTIAL_UPLOAD_AGE_MS: a part is written to on every
 * chunk, so an upload still running on this or another instance sharing the folder is never older.
 * Only local storage has parts (S3 multipart uploads are the bucket's lifecycle rule's business).
 */
export const PARTIAL_UPLOAD_AGE_MS = 10 * 60_000;
const PART = /^[a-f0-9]{32}\.part$/;

/** Removes the parts in `dir` last written before `now - olderThanMs`; resolves to how many. */
export async function removePartialUploads(dir: string, now = new Date(), olderThanMs = PARTIAL_UPLOAD_AGE_MS): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!PART.test(name)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info || now.getTime() - info.mtimeMs < olderThanMs) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
