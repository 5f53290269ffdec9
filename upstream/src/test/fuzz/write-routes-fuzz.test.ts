import { routeTable } from '../../app';
import { createTestApp } from '../create-test-app';
import type { TestApp } from '../create-test-app';
import { changedSince, digest, installDigest, restore, snapshot } from '../authz/digest';
import { ROUTE_POLICIES } from '../authz/route-policies';
import type { Policy } from '../authz/rules';
import type { ActorName, World } from '../authz/world';
import { seedWorld } from '../authz/world';
import { urlFor } from '../authz/run-cell';
import { auth } from '../helpers';
import type { Try } from './mutations';
import { readTries, writeTries } from './route-tries';

/**
 * The fuzz: every route of the route table, as an actor its policy allows (so input reaches the
 * handler, not just the guard), with hostile fields, malformed bodies, disguised files and bad
 * ids. The contract: never a 5xx, and every refusal is JSON `{message}` — a 422 also `{errors}`.
 */
let t: TestApp;
let w: World;
let baseline: string;
const serverErrors: string[] = [];
const totals = { tries: 0, fiveXX: 0 };

beforeAll(async () => {
  t = await createTestApp();
  t.deps.storage.remove = async () => {};
  w = await seedWorld(t);
  await installDigest(t.deps.db);
  await snapshot(t.deps.db);
  baseline = await digest(t.deps.db);
}, 120_000);

afterAll(async () => {
  console.log(`fuzz: ${totals.tries} tries over ${Object.keys(ROUTE_POLICIES).length} routes, ${totals.fiveXX} answers 5xx`);
  await t.close();
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    serverErrors.push(args.map(String).join(' ').slice(0, 200));
  });
});

/** The actor whose call gets past the guard, so the handler itself meets the input. */
function allowedActor(policy: Policy): ActorName {
  if (policy.rule === 'superadmin') return 'superadmin';
  if (policy.rule === 'stranger-only') return 'stranger';
  if (policy.rule === 'team-member' || policy.rule === 'team-admin') return 'fullAdmin';
  return 'owner';
}

async function attempt(route: string, actor: ActorName, path: string, tr: Try): Promise<string | null> {
  const method = route.split(' ')[0];
  const token = w.tokens[actor];
  const headers: Record<string, string> = token ? auth(token) : {};
  if (tr.body?.contentType) headers['content-type'] = tr.body.contentType;
  serverErrors.length = 0;
  const res = await t.app.request(`/api/${tr.path ?? path}`, { method, headers, body: tr.body?.payload });
  totals.tries += 1;
  const text = await res.text();
  const where = `${route} [${tr.label}] → ${res.status}`;
  if (res.status >= 500 || serverErrors.length) {
    totals.fiveXX += 1;
    return `${where} ${text.slice(0, 120)} ${serverErrors.join(' ')}`;
  }
  if (res.status < 400 || (res.status === 404 && text === '')) return null;
  let body: { message?: unknown; errors?: unknown } | null = null;
  try {
    body = JSON.parse(text) as { message?: unknown; errors?: unknown };
  } catch {
    return `${where} not JSON: ${text.slice(0, 80)}`;
  }
  if (typeof body?.message !== 'string') return `${where} no message`;
  if (res.status === 422 && (typeof body.errors !== 'object' || body.errors === null)) return `${where} 422 without errors`;
  return null;
}

const areas = (): [string, string[]][] => {
  const byArea = new Map<string, string[]>();
  for (const route of routeTable(t.app)) {
    const area = route.split(' ')[1].split('/')[0];
    (byArea.get(area) ?? byArea.set(area, []).get(area)!).push(route);
  }
  return [...byArea.entries()];
};

it('never answers 5xx, and every refusal is {message} (422: {message, errors})', async () => {
  const failures: string[] = [];
  for (const [, routes] of areas()) {
    for (const route of routes) {
      const policy = ROUTE_POLICIES[route];
      if (!policy) continue; // the authorization matrix fails for a route without a policy
      const [method, template] = route.split(' ');
      const actor = allowedActor(policy);
      const fill = (p: string) => urlFor(w, `${method} ${p}`, policy).split('?')[0];
      const path = urlFor(w, route, policy);
      const tries = method === 'GET' ? readTries(template, fill) : writeTries(template, fill, policy.body?.(w, actor));
      for (const tr of tries) {
        const failure = await attempt(route, actor, path, tr);
        if (failure) failures.push(failure);
      }
      const changed = await changedSince(t.deps.db, baseline);
      if (changed.length) await restore(t.deps.db, changed);
    }
  }
  expect(failures).toEqual([]);
  expect(totals.fiveXX).toBe(0);
}, 900_000);
