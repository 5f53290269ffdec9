import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { monitoringBlobs } from '../../db/schema';
import type { BlobDeps } from './store-blob';

const gunzipAsync = promisify(gunzip);

/** The raw bytes stored under `hash` (gunzipped), or null when the row or the file is missing. */
export async function readBlob(deps: BlobDeps, hash: string): Promise<Buffer | null> {
  const [row] = await deps.db.select().from(monitoringBlobs).where(eq(monitoringBlobs.hash, hash)).limit(1);
  if (!row) return null;
  const file = await deps.storage.get(row.storageName);
  if (!file) return null;
  const chunks: Uint8Array[] = [];
  const reader = file.stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const stored = Buffer.concat(chunks);
  return row.encoding === 'gzip' ? gunzipAsync(stored) : stored;
}
