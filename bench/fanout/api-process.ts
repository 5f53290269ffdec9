/**
 * The API side of bench/realtime-fanout.ts: a Hono app on @hono/node-server (the upstream's own
 * stack) answering a 20-row JSON list, and — with FANOUT_EMBED=1 — the realtime server in the same
 * process, as the upstream used to run it by default. Prints one JSON line with the ports, then
 * answers each stdin line with this process's event-loop delay since the previous line.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { startRealtimeServer } from '../../upstream/src/realtime/realtime-server';
import { FANOUT_APP } from './fanout-app';

const rows = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Brand ${i + 1}`, created_at: new Date(2026, 0, i + 1).toISOString() }));
const app = new Hono().get('/list', (c) => c.json({ data: rows, meta: { current_page: 1, per_page: 20, total: 20 } }));

const realtime = process.env.FANOUT_EMBED === '1' ? await startRealtimeServer({ port: 0, ...FANOUT_APP }) : null;
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  console.log(JSON.stringify({ apiPort: (server.address() as AddressInfo).port, realtimePort: realtime?.port ?? null }));
});

// How long this process's event loop was held: what a broadcast fanned out here costs every API call.
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
createInterface({ input: process.stdin }).on('line', () => {
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  console.log(JSON.stringify({ p99: ms(loop.percentile(99)), max: ms(loop.max) }));
  loop.reset();
});
