// Shared by `npm start` and `npm run dev`: local defaults, generated secrets, child processes.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { supervise } from './supervise.mjs';

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
  // The demo retailer (upstream/src/monitoring/demo-shop) runs beside the app so a new user can
  // watch a product and see its history move. Monitoring refuses loopback targets unless allowed:
  // the launcher allows exactly the demo shop's port, nothing else on this machine.
  env.DEMO_SHOP_PORT ??= '4500';
  if (demoShopEnabled(env)) env.MONITORING_ALLOW_HOSTS ??= `127.0.0.1:${env.DEMO_SHOP_PORT},localhost:${env.DEMO_SHOP_PORT}`;
  return env;
}

/** DEMO_SHOP=false leaves the demo retailer out (and with it the loopback allowance). */
export function demoShopEnabled(env) {
  return env.DEMO_SHOP !== 'false' && env.DEMO_SHOP !== '0';
}

const supervisors = [];
const startListeners = [];

/** Called with (name, child, attempt) at every start of every child (the e2e stack records pids). */
export function onChildStart(listener) {
  startListeners.push(listener);
}

/**
 * Runs a child under supervision (scripts/supervise.mjs): restarted with backoff when it exits on
 * its own, stopped with the others on Ctrl+C / SIGTERM. `options.backoff` overrides the policy.
 */
export function run(name, command, args, env, options = {}) {
  let reason = '';
  const start = () => {
    reason = '';
    // stderr passes through the launcher, which keeps the child's "cannot start: <why>" line.
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'pipe'] });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      const said = /cannot start: (.*)/.exec(chunk.toString());
      if (said) reason = said[1].trim();
    });
    return child;
  };
  const supervisor = supervise(name, start, {
    ...options,
    reason: () => reason,
    // A child that cannot start takes the others down: the launcher exits non-zero with its code.
    onGiveUp: (code) => void stopAll(code),
    onStart: (child, attempt) => startListeners.forEach((listener) => listener(name, child, attempt)),
  });
  supervisors.push(supervisor);
  return supervisor;
}

/**
 * How long a stopping child may take: the upstream drains in-flight requests for up to 10 s
 * (upstream/src/lib/graceful-shutdown.ts) before it closes the database.
 */
export const STOP_GRACE_MS = 12_000;
let stopping = null;

/**
 * Stops every child (SIGTERM, SIGKILL after STOP_GRACE_MS), then exits with `code`. Newest first:
 * the BFF finishes its requests while the upstream it forwards them to is still there.
 */
export function stopAll(code = 0) {
  stopping ??= (async () => {
    for (const s of [...supervisors].reverse()) await s.stop(STOP_GRACE_MS);
    process.exit(code);
  })();
  return stopping;
}

function onSignal() {
  // A second Ctrl+C does not wait for a slow child.
  if (stopping) {
    for (const s of supervisors) s.child?.kill('SIGKILL');
    process.exit(1);
  }
  void stopAll(0);
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

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

/** waitFor, or stop every child and exit 1: a launcher that gives up must not leave them running. */
export async function waitForOrStop(url, timeoutMs) {
  try {
    await waitFor(url, timeoutMs);
  } catch (err) {
    console.error(`[start] ${err instanceof Error ? err.message : err}; stopping.`);
    await stopAll(1);
  }
}

export function runOnce(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${code})`))));
  });
}
