/**
 * Does a broadcast to many subscribers stall the API? Both layouts of bench/fanout/measure-fanout.ts
 * (the realtime server inside the API process, and in its own as `npm start` runs it), each with
 * FANOUT_SUBSCRIBERS websocket clients (default 5,000) and one event every FANOUT_EVERY_MS (default
 * 100 ms). Prints the API calls' p50/p99/max, the API process's event-loop delay (p99/max) per
 * phase, and the deliveries the subscribers counted.
 * Run: npm run bench:fanout
 */
import { measureFanout } from './fanout/measure-fanout';
import type { FanoutPhase } from './fanout/measure-fanout';

const SUBSCRIBERS = Number(process.env.FANOUT_SUBSCRIBERS ?? 5000);
const EVERY_MS = Number(process.env.FANOUT_EVERY_MS ?? 100);
const SAMPLE_MS = Number(process.env.FANOUT_SAMPLE_MS ?? 8000);

function summary({ api, loop }: FanoutPhase): string {
  const ms = (x: number, w: number) => x.toFixed(1).padStart(w);
  return `n=${String(api.n).padStart(5)}  p50=${ms(api.p50, 5)} ms  p99=${ms(api.p99, 6)} ms  max=${ms(api.max, 6)} ms  event loop p99=${loop.p99.toFixed(1)} ms max=${loop.max.toFixed(1)} ms`;
}

console.log(`API latency while broadcasting to ${SUBSCRIBERS} subscribers every ${EVERY_MS} ms (${SAMPLE_MS / 1000} s per phase)`);
for (const layout of (process.env.FANOUT_LAYOUTS ?? 'embedded,separate').split(',') as ('embedded' | 'separate')[]) {
  const r = await measureFanout({ layout, subscribers: SUBSCRIBERS, everyMs: EVERY_MS, sampleMs: SAMPLE_MS });
  console.log(`${layout.padEnd(9)} quiet        ${summary(r.quiet)}`);
  console.log(`${layout.padEnd(9)} broadcasting ${summary(r.busy)}`);
  console.log(`${''.padEnd(9)} ${r.sent} broadcasts × ${r.subscribers} subscribers: ${r.delivered} of ${r.sent * r.subscribers} delivered`);
}
