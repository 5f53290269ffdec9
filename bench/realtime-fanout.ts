/**
 * Does a broadcast to many subscribers stall the API? (issue 13: "one broadcast to 5,000
 * subscribers blocks the API's event loop 60–120 ms").
 *
 * Two layouts, each with FANOUT_SUBSCRIBERS websocket clients (default 5,000) on one channel in a
 * separate process:
 *   - embedded: the realtime server inside the API process (REALTIME_EMBEDDED=true, the old default);
 *   - separate: the realtime server in its own process, as `npm start` now runs it.
 * For each, a 20-row JSON call to the API every 2 ms (open loop) quietly, and then while the
 * publisher sends one event to the channel every FANOUT_EVERY_MS (default 100 ms) through the
 * Pusher HTTP API — the path the upstream publishes on. Prints the calls' p50/p99/max, the API
 * process's event-loop delay (p99/max) per phase, and the deliveries the subscribers counted.
 * Run: npm run bench:fanout
 */
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import Pusher from 'pusher';
import { FANOUT_APP, FANOUT_CHANNEL, FANOUT_EVENT } from './fanout/fanout-app';

const SUBSCRIBERS = Number(process.env.FANOUT_SUBSCRIBERS ?? 5000);
const EVERY_MS = Number(process.env.FANOUT_EVERY_MS ?? 100);
const SAMPLE_MS = Number(process.env.FANOUT_SAMPLE_MS ?? 8000);
const INTERVAL_MS = 2;
const here = path.dirname(new URL(import.meta.url).pathname);
const children: ChildProcessWithoutNullStreams[] = [];

/** Starts a TypeScript child through tsx and resolves with the first JSON line it prints. */
function child<T>(file: string, env: Record<string, string> = {}): Promise<{ proc: ChildProcessWithoutNullStreams; first: T; lines: AsyncIterator<string> }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'fanout', file)], { env: { ...process.env, ...env } });
  children.push(proc);
  proc.stderr.pipe(process.stderr);
  const lines = createInterface({ input: proc.stdout })[Symbol.asyncIterator]();
  return lines.next().then((first) => ({ proc, first: JSON.parse(first.value as string) as T, lines }));
}

function summary(samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(1);
  return `n=${String(s.length).padStart(5)}  p50=${at(0.5).padStart(5)} ms  p99=${at(0.99).padStart(6)} ms  max=${s[s.length - 1].toFixed(1).padStart(6)} ms`;
}

/**
 * Open-loop load: one GET every INTERVAL_MS for `ms`, not waiting for the previous answer, so a call
 * that arrives while the loop is held waits as a user's would (a closed loop would skip that time).
 */
async function sample(apiPort: number, ms: number): Promise<number[]> {
  const out: Promise<number>[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const t0 = performance.now();
    out.push(fetch(`http://127.0.0.1:${apiPort}/list`).then(async (res) => {
      await res.arrayBuffer();
      return performance.now() - t0;
    }));
    await new Promise((r) => setTimeout(r, INTERVAL_MS));
  }
  return Promise.all(out);
}

/** The API process's event-loop delay since the last call (p99 and max, ms). */
async function loopDelay(api: { proc: ChildProcessWithoutNullStreams; lines: AsyncIterator<string> }): Promise<string> {
  api.proc.stdin.write('report\n');
  const { p99, max } = JSON.parse((await api.lines.next()).value as string) as { p99: number; max: number };
  return `event loop p99=${p99.toFixed(1)} ms max=${max.toFixed(1)} ms`;
}

async function layout(name: 'embedded' | 'separate'): Promise<void> {
  const api = await child<{ apiPort: number; realtimePort: number | null }>('api-process.ts', { FANOUT_EMBED: name === 'embedded' ? '1' : '0' });
  const realtimePort = api.first.realtimePort ?? (await child<{ realtimePort: number }>('realtime-process.ts')).first.realtimePort;
  const subs = await child<{ ready: number }>('subscribers.ts', { FANOUT_REALTIME_PORT: String(realtimePort), FANOUT_SUBSCRIBERS: String(SUBSCRIBERS) });
  const pusher = new Pusher({ ...FANOUT_APP, host: '127.0.0.1', port: String(realtimePort), useTLS: false });

  await sample(api.first.apiPort, 1000); // warm-up
  await loopDelay(api);
  const quiet = await sample(api.first.apiPort, SAMPLE_MS);
  const quietLoop = await loopDelay(api);
  let sent = 0;
  const timer = setInterval(() => {
    sent += 1;
    void pusher.trigger(FANOUT_CHANNEL, FANOUT_EVENT, { id: sent, body: 'x'.repeat(200) });
  }, EVERY_MS);
  const busy = await sample(api.first.apiPort, SAMPLE_MS);
  clearInterval(timer);
  const busyLoop = await loopDelay(api);
  await new Promise((r) => setTimeout(r, 1500)); // let the last deliveries land
  subs.proc.stdin.write('count\n');
  const { received } = JSON.parse((await subs.lines.next()).value as string) as { received: number };

  console.log(`${name.padEnd(9)} quiet        ${summary(quiet)}  ${quietLoop}`);
  console.log(`${name.padEnd(9)} broadcasting ${summary(busy)}  ${busyLoop}`);
  console.log(`${''.padEnd(9)} ${sent} broadcasts × ${subs.first.ready} subscribers: ${received} of ${sent * subs.first.ready} delivered`);
  for (const c of children.splice(0)) c.kill('SIGKILL');
}

console.log(`API latency while broadcasting to ${SUBSCRIBERS} subscribers every ${EVERY_MS} ms (${SAMPLE_MS / 1000} s per phase)`);
try {
  for (const name of (process.env.FANOUT_LAYOUTS ?? 'embedded,separate').split(',') as ('embedded' | 'separate')[]) await layout(name);
} finally {
  for (const c of children) c.kill('SIGKILL');
}
