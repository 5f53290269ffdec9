/**
 * Does a broadcast to many subscribers stall the API? (it did: one broadcast to 5,000
 * subscribers blocked the API's event loop 60–120 ms, docs/performance.md). One layout at a time,
 * with `subscribers` websocket clients on one channel in a separate process:
 *   - embedded: the realtime server inside the API process (REALTIME_EMBEDDED=true, the old default);
 *   - separate: the realtime server in its own process, as `npm start` now runs it.
 * A 20-row JSON call to the API every 2 ms (open loop) quietly, and then while the publisher sends
 * one event to the channel every `everyMs` through the Pusher HTTP API — the path the upstream
 * publishes on. Used by bench/realtime-fanout.ts and bench/record.ts.
 */
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import Pusher from 'pusher';
import { FANOUT_APP, FANOUT_CHANNEL, FANOUT_EVENT } from './fanout-app';

const INTERVAL_MS = 2;
const here = path.dirname(new URL(import.meta.url).pathname);

export type Latency = { n: number; p50: number; p99: number; max: number };
export type Loop = { p99: number; max: number };
export type FanoutPhase = { api: Latency; loop: Loop };
export type FanoutResult = { layout: 'embedded' | 'separate'; quiet: FanoutPhase; busy: FanoutPhase; sent: number; subscribers: number; delivered: number };

type Child = { proc: ChildProcessWithoutNullStreams; lines: AsyncIterator<string> };

/** Starts a TypeScript child through tsx and resolves with the first JSON line it prints. */
function child<T>(file: string, env: Record<string, string>, children: Child[]): Promise<Child & { first: T }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(here, file)], { env: { ...process.env, ...env } });
  proc.stderr.pipe(process.stderr);
  const lines = createInterface({ input: proc.stdout })[Symbol.asyncIterator]();
  children.push({ proc, lines });
  return lines.next().then((first) => ({ proc, first: JSON.parse(first.value as string) as T, lines }));
}

function latency(samples: number[]): Latency {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { n: s.length, p50: at(0.5), p99: at(0.99), max: s[s.length - 1] };
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
    out.push(
      fetch(`http://127.0.0.1:${apiPort}/list`).then(async (res) => {
        await res.arrayBuffer();
        return performance.now() - t0;
      }),
    );
    await new Promise((r) => setTimeout(r, INTERVAL_MS));
  }
  return Promise.all(out);
}

/** The API process's event-loop delay since the last call (p99 and max, ms). */
async function loopDelay(api: Child): Promise<Loop> {
  api.proc.stdin.write('report\n');
  return JSON.parse((await api.lines.next()).value as string) as Loop;
}

export async function measureFanout(opts: { layout: 'embedded' | 'separate'; subscribers: number; everyMs: number; sampleMs: number }): Promise<FanoutResult> {
  const children: Child[] = [];
  try {
    const api = await child<{ apiPort: number; realtimePort: number | null }>(
      'api-process.ts',
      { FANOUT_EMBED: opts.layout === 'embedded' ? '1' : '0' },
      children,
    );
    const realtimePort = api.first.realtimePort ?? (await child<{ realtimePort: number }>('realtime-process.ts', {}, children)).first.realtimePort;
    const subs = await child<{ ready: number }>(
      'subscribers.ts',
      { FANOUT_REALTIME_PORT: String(realtimePort), FANOUT_SUBSCRIBERS: String(opts.subscribers) },
      children,
    );
    const pusher = new Pusher({ ...FANOUT_APP, host: '127.0.0.1', port: String(realtimePort), useTLS: false });

    await sample(api.first.apiPort, 1000); // warm-up
    await loopDelay(api);
    const quiet = latency(await sample(api.first.apiPort, opts.sampleMs));
    const quietLoop = await loopDelay(api);
    let sent = 0;
    const triggers: Promise<unknown>[] = [];
    const timer = setInterval(() => {
      sent += 1;
      triggers.push(pusher.trigger(FANOUT_CHANNEL, FANOUT_EVENT, { id: sent, body: 'x'.repeat(200) }));
    }, opts.everyMs);
    const busy = latency(await sample(api.first.apiPort, opts.sampleMs));
    clearInterval(timer);
    // Every publish answered before the processes go: one still in flight at the kill rejected unhandled.
    const refused = (await Promise.allSettled(triggers)).filter((t) => t.status === 'rejected').length;
    if (refused) process.stderr.write(`[fanout] ${refused} of ${sent} publishes failed\n`);
    const busyLoop = await loopDelay(api);
    await new Promise((r) => setTimeout(r, 1500)); // let the last deliveries land
    subs.proc.stdin.write('count\n');
    const { received } = JSON.parse((await subs.lines.next()).value as string) as { received: number };
    return {
      layout: opts.layout,
      quiet: { api: quiet, loop: quietLoop },
      busy: { api: busy, loop: busyLoop },
      sent,
      subscribers: subs.first.ready,
      delivered: received,
    };
  } finally {
    for (const c of children) c.proc.kill('SIGKILL');
  }
}
