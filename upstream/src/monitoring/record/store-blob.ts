import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { gzip } from 'node:zlib';
import type { Db } from '../../db/client';
import { monitoringBlobs } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { contentHash } from '../snapshot/content-hash';

const gzipAsync = promisify(gzip);

export type BlobDeps = { db: Db; storage: Storage };

/**
 * Stores bytes once per content: the sha256 of the raw bytes is the key, so 1,000 identical
 * scrapes keep one copy (acceptance case 20). Text is gzipped (pages compress ~5-10x); PNGs are
 * already compressed and kept as they are. The row is written after the file, with ON CONFLICT DO
 * NOTHING: when two writers race on the same content, the loser removes its file again.
 */
export async function storeBlob(deps: BlobDeps, bytes: Uint8Array | string, contentType: string): Promise<{ hash: string; created: boolean }> {
  const raw = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const hash = contentHash(raw);
  const [existing] = await deps.db.select({ hash: monitoringBlobs.hash }).from(monitoringBlobs).where(eq(monitoringBlobs.hash, hash)).limit(1);
  if (existing) return { hash, created: false };

  const png = contentType === 'image/png';
  const stored = png ? raw : await gzipAsync(raw);
  const storageName = await deps.storage.put(stored, png ? 'png' : 'gz');
  const inserted = await deps.db
    .insert(monitoringBlobs)
    .values({ hash, storageName, contentType, encoding: png ? 'identity' : 'gzip', bytes: raw.byteLength, storedBytes: stored.byteLength })
    .onConflictDoNothing({ target: monitoringBlobs.hash })
    .returning({ hash: monitoringBlobs.hash });
  if (inserted.length === 0) {
    await deps.storage.remove(storageName);
    return { hash, created: false };
  }
  return { hash, created: true };
}
