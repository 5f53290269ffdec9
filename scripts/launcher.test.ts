import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The launcher's restart policy, end to end in real processes: scripts/test-fixtures/launcher-harness.mjs
 * runs a crashing child through launch-lib's `run` (as `npm start` runs the upstream), on a spare
 * port with a temporary DATA_DIR. The harness is spawned rather than imported because the launcher
 * is plain ESM run by Node, and its signal handling is part of what is tested.
 */
const HARNESS = path.join(__dirname, 'test-fixtures', 'launcher-harness.mjs');
const GENEROUS_MS = 45_000; // five node start-ups on a 2-core machine at load 10+ take seconds each

type Harness = { proc: ChildProcess; out: () => string; err: () => string; dataDir: string; port: number };

async function sparePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const running: Harness[] = [];

async function startHarness(plan: number[], backoff: [number, number, number], extra: Record<string, string> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'launcher-test-'));
  const port = await sparePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), PLAN: plan.join(','), BACKOFF: backoff.join(','), ...extra };
  delete env.NODE_OPTIONS; // Jest's VM-modules flags are not the launcher's
  const proc = spawn(process.execPath, [HARNESS], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const harness = { proc, out: () => out, err: () => err, dataDir, port };
  running.push(harness);
  return harness;
}

async function until(what: string, check: () => boolean): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > GENEROUS_MS) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const startLines = (h: Harness) => {
  const file = path.join(h.dataDir, 'starts.log');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
};
const startTimes = (h: Harness) =>
  startLines(h)
    .filter((l) => /^\d/.test(l))
    .map((l) => Number(l.split(' ')[0]));
const restartLines = (h: Harness) =>
  h
    .err()
    .split('\n')
    .filter((l) => l.includes('restarting in'));
const exitOf = (proc: ChildProcess) =>
  proc.exitCode !== null ? Promise.resolve(proc.exitCode) : new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(async () => {
  for (const h of running.splice(0)) {
    if (h.proc.exitCode === null && h.proc.signalCode === null) {
      h.proc.kill('SIGTERM');
      await exitOf(h.proc);
    }
    rmSync(h.dataDir, { recursive: true, force: true });
  }
});

jest.setTimeout(60_000);

test('a crashing child is restarted with doubling delays up to the cap, comes back, and SIGTERM stops it for good', async () => {
  const h = await startHarness([0, 0, 0, 0], [100, 400, 60_000]);
  await until('the fifth start to serve', () => h.out().includes('started 5 '));
  const body = await (async () => {
    for (;;) {
      try {
        return await (await fetch(`http://127.0.0.1:${h.port}/`)).text();
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  })();
  expect(body).toMatch(/^up \d+$/);

  expect(restartLines(h)).toEqual([
    '[start] upstream exited (code 1); restarting in 0.1s (attempt 2)',
    '[start] upstream exited (code 1); restarting in 0.2s (attempt 3)',
    '[start] upstream exited (code 1); restarting in 0.4s (attempt 4)',
    '[start] upstream exited (code 1); restarting in 0.4s (attempt 5)',
  ]);
  // The waits really happened (lower bounds only: a loaded machine may only be slower).
  const times = startTimes(h);
  [100, 200, 400, 400].forEach((delay, i) => expect(times[i + 1] - times[i]).toBeGreaterThanOrEqual(delay));

  const pid = Number(body.split(' ')[1]);
  h.proc.kill('SIGTERM');
  expect(await exitOf(h.proc)).toBe(0);
  expect(startLines(h)).toContain(`stopped ${pid}`); // the child was asked to stop, not orphaned
  expect(alive(pid)).toBe(false);
  await new Promise((r) => setTimeout(r, 1000)); // well past the 0.4 s cap: nothing restarts it
  expect(startTimes(h)).toHaveLength(5);
});

test('a child that stayed up past the reset time starts over at the shortest delay', async () => {
  // The reset time is far above what a child that exits at once takes to start and stop on a loaded
  // 2-core machine (node's own start-up counts as time up; 500 ms was exceeded in CI at load 9).
  const h = await startHarness([0, 0, 4000, 0], [100, 400, 3000]);
  await until('the fifth start', () => startTimes(h).length === 5 && restartLines(h).length === 4);
  expect(restartLines(h).map((l) => l.replace(/^.*restarting in /, ''))).toEqual([
    '0.1s (attempt 2)',
    '0.2s (attempt 3)',
    '0.1s (attempt 2)', // after 4 s up (> 3 s) the streak is over
    '0.2s (attempt 3)',
  ]);
});

test('a stop request during the backoff wait cancels the restart', async () => {
  // A wait far longer than the test takes to send SIGTERM after the notice, even on a loaded machine.
  const h = await startHarness([0], [15_000, 15_000, 60_000]);
  await until('the restart notice', () => restartLines(h).length === 1);
  h.proc.kill('SIGTERM');
  expect(await exitOf(h.proc)).toBe(0);
  expect(existsSync(path.join(h.dataDir, 'starts.log'))).toBe(true);
  expect(startTimes(h)).toHaveLength(1);
  expect(h.out().match(/started /g)).toHaveLength(1);
});

test('a child that exits with 78 (cannot start) is not restarted: one line says why, and the launcher exits 78', async () => {
  const reason = 'the database in .data is in use by process 4242';
  const h = await startHarness([], [100, 400, 60_000], { CANNOT_START: reason });
  expect(await exitOf(h.proc)).toBe(78);
  expect(h.err()).toContain(`[upstream] cannot start: ${reason}\n`); // the child's own line, passed through
  expect(
    h
      .err()
      .split('\n')
      .filter((l) => l.startsWith('[start]')),
  ).toEqual([`[start] upstream cannot start: ${reason}; not retrying`]);
  await new Promise((r) => setTimeout(r, 500)); // past the first backoff step: nothing restarted it
  expect(startTimes(h)).toHaveLength(1);
});
