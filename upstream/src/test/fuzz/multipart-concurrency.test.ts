import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { routeTable } from '../../app';
import { createTestApp } from '../create-test-app';
import type { TestApp } from '../create-test-app';
import { ROUTE_POLICIES } from '../authz/route-policies';
import type { Policy } from '../authz/rules';
import type { ActorName, World } from '../authz/world';
import { seedWorld } from '../authz/world';
import { urlFor } from '../authz/run-cell';

let t: TestApp;
let w: World;
let server: Server;
let base = '';

beforeAll(async () => {
  t = await createTestApp();
  t.deps.storage.remove = async () => {};
  w = await seedWorld(t);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await t.close();
});

function allowedActor(policy: Policy): ActorName {
  if (policy.rule === 'superadmin') return 'superadmin';
  if (policy.rule === 'stranger-only') return 'stranger';
  if (policy.rule === 'team-member' || policy.rule === 'team-admin') return 'fullAdmin';
  return 'owner';
}

/**
 * In a fuzz run over HTTP, 16 of 5,929 multipart requests whose every text field
 * held NUL, U+FFFF and RTL marks got no answer within 60 s. Not reproduced here (nor in isolation):
 * every write route that takes a form, twice, 32 at a time over a real node server, each must
 * answer within 10 s. The server's request bound (lib/server-bounds.ts) answers 408 to a body that
 * stalls, so no request can be held forever whatever its cause.
 */
const HOSTILE = 'a\u0000b\uFFFF\u200F\u202Ec';

it('answers every hostile multipart request, many at once, over HTTP', async () => {
  const jobs: (() => Promise<string | null>)[] = [];
  for (const route of routeTable(t.app)) {
    const policy = ROUTE_POLICIES[route];
    if (!policy) continue;
    const [method] = route.split(' ');
    if (method === 'GET') continue;
    const actor = allowedActor(policy);
    const sample = policy.body?.(w, actor);
    if (!(sample instanceof FormData)) continue;
    const path = urlFor(w, route, policy);
    const form = new FormData();
    for (const [k, v] of sample.entries()) form.append(k, typeof v === 'string' ? HOSTILE : v);
    for (let i = 0; i < 2; i += 1) {
      jobs.push(async () => {
        const started = Date.now();
        try {
          const res = await fetch(`${base}/api/${path}`, {
            method,
            headers: { authorization: `Bearer ${w.tokens[actor]}` },
            body: form,
            signal: AbortSignal.timeout(10_000),
          });
          await res.text();
          return res.status >= 500 ? `${route} answered ${res.status}` : null;
        } catch (e) {
          return `${route} ${String(e)} after ${Date.now() - started}`;
        }
      });
    }
  }
  expect(jobs.length).toBeGreaterThan(10);
  const results: (string | null)[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) results.push(await jobs[next++]());
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  const failures = results.filter(Boolean);
  expect(failures).toEqual([]);
}, 300_000);
