#!/usr/bin/env node
// Compiles the upstream's entry points to plain JavaScript in upstream/dist/, so production runs
// `node upstream/dist/server.js` instead of compiling TypeScript through tsx at every boot.
//
// - One self-contained ESM bundle per entry, all side by side in upstream/dist/ (flat on purpose:
//   the database code finds its migrations beside the running file, see upstream/src/db/client.ts).
// - node_modules stay external (`packages: 'external'`): the same installed packages are loaded at
//   run time, native/wasm assets included (PGlite loads its own files). The `@/` alias is not a
//   package: esbuild resolves it from tsconfig.json's `paths` and bundles that code.
// - The migrations are copied next to the bundles: a dist/ directory plus node_modules is all a
//   deployment needs, and the SQL it applies always matches the code it was built with.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'upstream', 'dist');

/** Output name (upstream/dist/<name>.js) → source. A missing source is skipped, so adding one is one line. */
export const ENTRIES = {
  server: 'upstream/src/server.ts',
  realtime: 'upstream/src/realtime/main.ts',
  jobs: 'upstream/src/jobs/main.ts',
  'demo-shop': 'upstream/src/monitoring/demo-shop/main.ts',
  // The BFF's production server: Next's handler plus its own /api relay (decision 0016).
  bff: 'lib/bff-server/main.ts',
};

/**
 * `server-only` throws when imported outside React's server condition; the BFF modules the relay
 * shares with Next import it to keep secrets out of client bundles. This bundle is server code by
 * construction, so the marker becomes an empty module here.
 */
const serverOnlyMarker = {
  name: 'server-only-marker',
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }));
    b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
  },
};

export async function buildUpstream({ quiet = false } = {}) {
  const started = Date.now();
  const entryPoints = Object.fromEntries(Object.entries(ENTRIES).filter(([, src]) => existsSync(path.join(root, src))));
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: true,
    logLevel: 'warning',
    plugins: [serverOnlyMarker],
  });
  cpSync(path.join(root, 'upstream', 'src', 'db', 'migrations'), path.join(outdir, 'migrations'), { recursive: true });
  if (!quiet) {
    const names = Object.keys(entryPoints)
      .map((n) => `${n}.js`)
      .join(', ');
    console.log(`[build-upstream] upstream/dist: ${names} + migrations (${Date.now() - started} ms)`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildUpstream();
}
