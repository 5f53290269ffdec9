import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Migrates one embedded PGlite for the whole run and leaves its data directory in a tarball that
 * every test file's database starts from (create-test-app.ts): loading it takes ~0.6 s where initdb
 * and the migrations took ~2.5–4 s per file, a third of the PGlite pass. Workers inherit the
 * variable, since they start after this runs. Not needed on a PostgreSQL server (DATABASE_URL),
 * where each file copies a migrated template database instead.
 */
export default function globalSetup(): void {
  if (process.env.DATABASE_URL || process.env.PGLITE_TEMPLATE) return;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pglite-template-')), 'datadir.tar');
  execFileSync(process.execPath, ['--import', 'tsx', 'upstream/src/test/write-pglite-template.ts', file], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  process.env.PGLITE_TEMPLATE = file;
}
