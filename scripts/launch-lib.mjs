// Shared by `npm start` and `npm run dev`: local defaults, generated secrets, child processes.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** A secret kept in DATA_DIR so sessions survive restarts on this machine; generated once. */
function keptSecret(dataDir, file) {
  const p = path.join(dataDir, file);
  if (existsSync(p)) return readFileSync(p, 'utf8').trim();
  const value = randomBytes(32).toString('base64url');
  writeFileSync(p, `${value}\n`, { mode: 0o600 });
  return value;
}

/** The environment both processes share, with the embedded defaults filled in. */
export function localEnv() {
  const env = { ...process.env };
  env.NEXT_TELEMETRY_DISABLED ??= '1';
  env.DATA_DIR ??= '.data';
  env.PORT ??= '3000';
  env.UPSTREAM_PORT ??= '8000';
  env.REALTIME_PORT ??= '6001';
  env.APP_URL ??= `http://localhost:${env.PORT}`;
  env.UPSTREAM_URL ??= `http://127.0.0.1:${env.UPSTREAM_PORT}/api`;
  const dataDir = path.resolve(root, env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  env.DATA_DIR = dataDir;
  // This launcher is the local, embedded-defaults way to run the product, so it may keep secrets
  // on disk. A deployment runs the processes itself and must provide them (the apps refuse to boot
  // in production without SESSION_SECRET / PUSHER_APP_SECRET).
  env.SESSION_SECRET ??= keptSecret(dataDir, 'session-secret');
  env.PUSHER_APP_SECRET ??= keptSecret(dataDir, 'pusher-secret');
  // With mail in the local outbox, the seeded demo super-administrator is on by default.
  if (!env.MAIL_TRANSPORT || env.MAIL_TRANSPORT === 'outbox') env.SUPERADMIN_EMAILS ??= 'admin@collab.local';
  return env;
}

export function run(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping.`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

const children = [];
let stopping = false;
export function stopAll(code = 0) {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

export async function waitFor(url, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000}s`);
}

export function runOnce(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${code})`))));
  });
}
