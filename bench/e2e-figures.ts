/**
 * The browser figures of the performance record (docs/performance.md) from the Playwright specs
 * that already measure them, run as they are (one definition of each figure):
 * e2e/first-load-js.spec.ts (first-load JS per signed-in screen, gzip) and
 * e2e/list-first-rows.spec.ts with LIST_TIMINGS=1 (first rows in the DOM per list). Playwright
 * starts its own stack (scripts/e2e-server.mjs) on E2E_PORT; the tables the specs print are parsed
 * from its output.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export type FirstLoad = { screen: string; firstKb: number; afterKb: number };
export type FirstRows = { list: string; ms: number; samples: number[] };
export type E2eFigures = { firstLoad: FirstLoad[]; firstRows: FirstRows[]; exitCode: number; failed: string[] };

/** The spec's table: `/screen/{id}   184.0 kB   39.1 kB` lines after "First-load JS (gzip):". */
export function parseFirstLoad(out: string): FirstLoad[] {
  const at = out.indexOf('First-load JS (gzip):');
  if (at < 0) return [];
  return out
    .slice(at)
    .split('\n')
    .slice(2)
    .map((line) => line.match(/^\s*(\/\S*)\s+([\d.]+) kB\s+([\d.]+) kB\s*$/))
    .filter((m) => m !== null)
    .map((m) => ({ screen: m[1], firstKb: Number(m[2]), afterKb: Number(m[3]) }));
}

/** The spec's lines: `  files: 330 ms (215, 607, 330, 135, 372)` after "first rows in the DOM:". */
export function parseFirstRows(out: string): FirstRows[] {
  const at = out.indexOf('first rows in the DOM:');
  if (at < 0) return [];
  return out
    .slice(at)
    .split('\n')
    .slice(1)
    .map((line) => line.match(/^\s+(.+?): (\d+) ms \(([\d, ]*)\)\s*$/))
    .filter((m) => m !== null)
    .map((m) => ({ list: m[1], ms: Number(m[2]), samples: m[3].split(',').map(Number) }));
}

const SPECS = {
  firstLoad: { file: 'e2e/first-load-js.spec.ts', grep: 'first-load JS' },
  firstRows: { file: 'e2e/list-first-rows.spec.ts', grep: 'first rows in the DOM' },
};

/**
 * `rounds`: page loads per list counted (the spec's default is 5); `only`: one of the two specs.
 * Output goes to `log` as it comes.
 */
export async function measureE2eFigures(opts: { port: number; rounds: number; log: (chunk: string) => void; only?: keyof typeof SPECS }): Promise<E2eFigures> {
  const specs = opts.only ? [SPECS[opts.only]] : Object.values(SPECS);
  const args = ['playwright', 'test', ...specs.map((s) => s.file), '--grep', specs.map((s) => s.grep).join('|'), '--reporter=list'];
  const child = spawn('npx', args, {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(opts.port), LIST_TIMINGS: '1', LIST_ROUNDS: String(opts.rounds), CI: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const take = (chunk: Buffer) => {
    out += chunk.toString();
    opts.log(chunk.toString());
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exitCode = await new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  // A failed check (a screen over its budget) still printed its table: report both.
  const failed = [...out.matchAll(/^\s*✘\s+\d+\s+(.*)$/gm)].map((m) => m[1].trim());
  return { firstLoad: parseFirstLoad(out), firstRows: parseFirstRows(out), exitCode, failed };
}
