import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

/**
 * The embedded database's folder has one owner (docs/deployment.md, "Volumes"): a second opener is
 * refused with the holder's PID before it changes anything, and a holder killed with SIGKILL does
 * not block the next start. The openers are real processes running openDatabase
 * (test-fixtures/open-data-dir.ts).
 */
const root = path.resolve(__dirname, '..', '..', '..');
const FIXTURE = path.join(__dirname, 'test-fixtures', 'open-data-dir.ts');
// Node itself with tsx's loader (not the tsx binary, which runs the script in a grandchild that a
// SIGKILL of the child would not reach); the tsconfig gives the `@/` alias from another folder.
const TSX_LOADER = pathToFileURL(path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));
jest.setTimeout(180_000);

type Run = { proc: ChildProcess; out: () => string; err: () => string; exited: Promise<number | null> };

/** The fixture with DATA_DIR=.data in `work` (relative, as a user configures it). */
function probe(mode: 'hold' | 'read' | 'write'): Run {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: '.data', TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') };
  delete env.NODE_OPTIONS; // Jest's VM-modules flags are not the fixture's
  const proc = spawn(process.execPath, ['--import', TSX_LOADER, FIXTURE, path.join('.data', 'pglite'), mode], {
    cwd: work,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, out: () => out, err: () => err, exited };
}

async function until(what: string, check: () => boolean, ms = 120_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every file of the folder with its size and content hash. */
function snapshot(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else result[path.relative(dir, p)] = `${statSync(p).size} ${createHash('sha1').update(readFileSync(p)).digest('hex')}`;
    }
  };
  walk(dir);
  return result;
}

/** A PID that is certainly not alive: a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

test("a second opener is refused with the holder's PID, exits non-zero at once and changes nothing; a SIGKILLed holder is taken over", async () => {
  const holder = probe('hold');
  await until('the holder', () => holder.out().includes('holding ') || holder.proc.exitCode !== null);
  expect(holder.err()).toBe('');
  const pid = Number(/holding (\d+)/.exec(holder.out())?.[1]);
  expect(pid).toBe(holder.proc.pid);
  const before = snapshot(path.join(work, '.data'));

  const second = probe('write');
  expect(await second.exited).toBe(78);
  expect(second.err()).toContain(`the database in .data is in use by process ${pid}`);
  expect(second.out()).not.toContain('opened');
  expect(snapshot(path.join(work, '.data'))).toEqual(before);

  holder.proc.kill('SIGKILL');
  await holder.exited;
  expect(existsSync(path.join(work, '.data', 'pglite.lock'))).toBe(true); // left behind by the killed holder
  const next = probe('read');
  expect(await next.exited).toBe(0);
  expect(next.out()).toContain('rows hold');
});

test('a lock whose holder is dead is taken over at once; a live one in this process is refused; release frees it', async () => {
  const dir = path.join(work, 'pglite');
  mkdirSync(`${dir}.lock`, { recursive: true }); // fresh mtime: proper-lockfile alone would wait 10 s
  writeFileSync(`${dir}.lock.pid`, `${deadPid()}\n`);
  const started = Date.now();
  const release = await lockDataDir(dir, '.data');
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(readFileSync(`${dir}.lock.pid`, 'utf8').trim()).toBe(String(process.pid));

  await expect(lockDataDir(dir, '.data')).rejects.toThrow(new DataDirInUseError('.data', process.pid));
  await expect(lockDataDir(dir, '.data')).rejects.toThrow(`the database in .data is in use by process ${process.pid}`);

  await release();
  expect(existsSync(`${dir}.lock`)).toBe(false);
  expect(existsSync(`${dir}.lock.pid`)).toBe(false);
  const again = await lockDataDir(dir, '.data');
  await again();
});
