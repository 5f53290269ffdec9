import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runCleanupJob } from '../jobs/cleanup-job';
import { createTestApp } from '../test/create-test-app';
import { PARTIAL_UPLOAD_AGE_MS, removePartialUploads } from './remove-partial-uploads';

/** Parts of uploads a crash or a full disk left behind go; running uploads and stored files stay. */
const OLD = 'a'.repeat(32) + '.part';
const FRESH = 'b'.repeat(32) + '.part';
const STORED = 'c'.repeat(32) + '.pdf';
const OTHER = 'notes.part';

async function fill(dir: string, now: Date) {
  await mkdir(dir, { recursive: true });
  for (const name of [OLD, FRESH, STORED, OTHER]) await writeFile(path.join(dir, name), 'x');
  const old = new Date(now.getTime() - PARTIAL_UPLOAD_AGE_MS - 60_000);
  for (const name of [OLD, STORED, OTHER]) await utimes(path.join(dir, name), old, old);
}

test('removes parts untouched for PARTIAL_UPLOAD_AGE_MS, nothing else; a missing folder is no error', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'parts-'));
  try {
    const now = new Date();
    await fill(dir, now);
    expect(await removePartialUploads(dir, now)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual([FRESH, STORED, OTHER].sort());
    expect(await removePartialUploads(path.join(dir, 'missing'), now)).toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('the maintenance job removes them from local storage and says so', async () => {
  const t = await createTestApp();
  try {
    const now = new Date();
    await fill(t.deps.config.uploadsDir, now);
    const lines: string[] = [];
    await runCleanupJob({ ...t.deps, now: () => now }, (line) => lines.push(line));
    expect((await readdir(t.deps.config.uploadsDir)).sort()).toEqual([FRESH, STORED, OTHER].sort());
    expect(lines).toContain('cleanup removed 1 partial upload');
  } finally {
    await t.close();
  }
});
