import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The server-only marker, checked mechanically: no module a browser bundle can hold (a `'use client'`
 * file and everything it imports, transitively) reaches server-only code. Server-only code is what
 * holds the session, the upstream's address and tokens: `lib/session/`, `lib/upstream/`,
 * `lib/bff-server/`, every `lib/<feature>/server-*.ts` loader and any `*.server.ts`. A new loader
 * named that way is covered the day it is added.
 */
const ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['app', 'components', 'lib'];
const SERVER_ONLY = [/^lib\/session\//, /^lib\/upstream\//, /^lib\/bff-server\//, /^lib\/[^/]+\/server-[^/]+\.tsx?$/, /\.server\.tsx?$/];
const isServerOnly = (file: string) => SERVER_ONLY.some((re) => re.test(file));

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(path.join(ROOT, dir))) {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) sourceFiles(rel, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(rel);
  }
  return out;
}

/** Resolves an import specifier to a repository file (`@/` is the root), or null for a package. */
function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(path.join(ROOT, candidate)) && statSync(path.join(ROOT, candidate)).isFile()) return candidate;
  }
  return null;
}

/** Imports that reach runtime code: `import type` and `export type` are erased, so they are skipped. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const specs: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) specs.push(m[1]);
  for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1]);
  return specs.map((spec) => resolve(file, spec)).filter((f): f is string => f !== null);
}

const isClientEntry = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(path.join(ROOT, file), 'utf8'));

describe('the server-only boundary', () => {
  it('keeps server-only modules out of every client bundle', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(dir));
    const leaks: string[] = [];
    for (const entry of files.filter(isClientEntry)) {
      const seen = new Set<string>([entry]);
      const queue: { file: string; via: string[] }[] = [{ file: entry, via: [entry] }];
      while (queue.length) {
        const { file, via } = queue.shift()!;
        for (const next of runtimeImports(file)) {
          if (seen.has(next)) continue;
          seen.add(next);
          if (isServerOnly(next)) leaks.push([...via, next].join(' -> '));
          else queue.push({ file: next, via: [...via, next] });
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('finds the client entries it guards (the walk is not vacuous)', () => {
    const clients = SCANNED.flatMap((dir) => sourceFiles(dir)).filter(isClientEntry);
    expect(clients.length).toBeGreaterThan(50);
    expect(sourceFiles('lib').filter(isServerOnly).length).toBeGreaterThan(10);
  });
});
