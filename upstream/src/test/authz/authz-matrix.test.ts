import { routeTable } from '../../app';
import { createTestApp } from '../create-test-app';
import type { TestApp } from '../create-test-app';
import { digest, installDigest, restoreAll, restoreStats, snapshot } from './digest';
import { duplicatePolicyKeys, POLICY_AREAS, ROUTE_POLICIES } from './route-policies';
import { runRoute } from './run-cell';
import type { Cell } from './run-cell';
import type { World } from './world';
import { ACTORS, seedWorld } from './world';

/**
 * The authorization matrix: every route of the route table × every actor, each expected to get the
 * answer its policy (route-policies.ts) says, and refused writes must leave every row unchanged.
 */
let t: TestApp;
let w: World;
let baseline: string;
const all: Cell[] = [];
const errors: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // A fixed clock: token last-use stamps and code windows do not drift between cells.
  t.setNow(new Date('2026-11-23T14:00:00.000Z'));
  // Restoring rows cannot bring deleted bytes back, so deletes keep the stored documents.
  t.deps.storage.remove = async () => {};
  w = await seedWorld(t);
  await installDigest(t.deps.db);
  await snapshot(t.deps.db);
  baseline = await digest(t.deps.db);
}, 60_000);

afterAll(async () => {
  const passed = all.filter((c) => c.pass).length;
  console.log(
    `authz matrix: ${Object.keys(ROUTE_POLICIES).length} routes × ${ACTORS.length} actors = ${all.length} cells, ${passed} pass, ${all.length - passed} fail` +
      ` (restores: ${restoreStats.fast} per table, ${restoreStats.full} full)`,
  );
  await t.close();
});

beforeEach(() => {
  // A 500 logs console.error; record it against the cell instead of aborting the whole area.
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
});

describe('the policy table matches the route table', () => {
  const routes = () => routeTable(t.app);
  it('gives every route a policy', () => {
    expect(routes().filter((r) => !ROUTE_POLICIES[r])).toEqual([]);
  });
  it('names no route that no longer exists, and no route twice', () => {
    const live = new Set(routes());
    expect(Object.keys(ROUTE_POLICIES).filter((r) => !live.has(r))).toEqual([]);
    expect(duplicatePolicyKeys()).toEqual([]);
  });
  it('restores the world exactly', async () => {
    await restoreAll(t.deps.db);
    expect(await digest(t.deps.db)).toBe(baseline);
  });
});

const report = (cells: Cell[]) =>
  cells.filter((c) => !c.pass).map((c) => `${c.route} as ${c.actor}: expected ${c.expected}, got ${c.got}${c.note ? ` — ${c.note}` : ''}`);

describe.each(Object.entries(POLICY_AREAS))('%s routes × actors', (_name, policies) => {
  it('answers every actor as the rules say', async () => {
    const live = new Set(routeTable(t.app));
    const cells: Cell[] = [];
    for (const [route, policy] of Object.entries(policies)) {
      if (!live.has(route)) continue;
      cells.push(...(await runRoute(t, w, route, policy, baseline, errors)));
    }
    all.push(...cells);
    expect(report(cells)).toEqual([]);
    // Every change was undone: the next area starts from the same world.
    expect(await digest(t.deps.db)).toBe(baseline);
  }, 120_000);
});
