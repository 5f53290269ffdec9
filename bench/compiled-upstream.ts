/**
 * The compiled upstream (upstream/dist/server.js, `node scripts/build-upstream.mjs`) on a database
 * of the bench's, over HTTP on a port of the bench's: the process as production runs it, without
 * the realtime server, the jobs or monitoring, whose work would land in the CPU figures.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { waitFor } from './stack-lib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export type CompiledUpstream = { pid: number; base: string; stop: () => Promise<void> };

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Starts it and resolves once `/healthz` answers; `base` is its origin (no `/api`). `env` is added
 * last (TOKEN_CACHE_MS, SUPERADMIN_EMAILS…). BENCH_PROFILE=dir: a V8 CPU profile per process, written there on exit.
 */
export async function startCompiledUpstream(databaseUrl: string, port: number, env: Record<string, string> = {}): Promise<CompiledUpstream> {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(root, 'upstream', 'dist', 'server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      UPSTREAM_PORT: String(port),
      REALTIME_EMBEDDED: 'false',
      JOBS_EMBEDDED: 'false',
      MONITORING_ENABLED: 'false',
      LOG_LEVEL: 'error',
      DATA_DIR: path.join(root, `.data-bench-${port}`),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/healthz`, 60_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { pid: child.pid ?? 0, base, stop: () => stop(child) };
}
