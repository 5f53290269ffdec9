import { sql } from 'drizzle-orm';
import type { TestApp } from '../create-test-app';
import { rowsOf } from '../../monitoring/pipeline/rows-of';
import { changedSince, restore } from './digest';
import type { Expect, Policy } from './rules';
import { defaultParams, expected } from './rules';
import type { ActorName, World } from './world';
import { ACTORS } from './world';
import { send } from '../helpers';
import { reportGenerationsSettled } from '../../services/monitoring/reports/start-report-generation';
import { importsSettled } from '../../services/imports/drain-imports';

export type Cell = { route: string; actor: ActorName; expected: Expect; got: number; pass: boolean; note?: string };

/** Fills `{param}` from the world (policy overrides first) and appends the policy's query. */
export function urlFor(w: World, route: string, policy: Policy): string {
  const params = { ...defaultParams(w), ...policy.params?.(w) };
  const path = route.split(' ')[1].replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(String(params[name]));
  });
  const query = policy.query?.(w);
  return query ? `${path}?${query}` : path;
}

const matches = (want: Expect, got: number) => (want === 'ok' ? (got >= 200 && got < 300) || got === 422 : got === want);

/** Refused actors first, so an allowed write never runs before a refusal is checked on the same record. */
export function actorOrder(policy: Policy, route: string): ActorName[] {
  return [...ACTORS].sort((a, b) => Number(expected(policy, route, a) === 'ok') - Number(expected(policy, route, b) === 'ok'));
}

/**
 * Runs every actor against one route. Writes (and GETs that write) are digested afterwards: the
 * world must equal the baseline after a refused call; after an allowed one it is restored, so the
 * next cell sees the same world (deletes included).
 */
export async function runRoute(t: TestApp, w: World, route: string, policy: Policy, baseline: string, errors: string[]): Promise<Cell[]> {
  const method = route.split(' ')[0];
  const writes = method !== 'GET' || policy.mutates === true;
  const cells: Cell[] = [];
  for (const actor of actorOrder(policy, route)) {
    const want = expected(policy, route, actor);
    errors.length = 0;
    const lastActivity = method === 'GET' ? 0 : await lastActivityId(t);
    const res = await send(t, w.tokens[actor], method, urlFor(w, route, policy), policy.body?.(w, actor));
    const text = await res.text();
    // Work a call starts after answering (report generation) belongs to that call's cell.
    await reportGenerationsSettled();
    await importsSettled();
    const notes: string[] = [];
    if (errors.length) notes.push(`console.error: ${errors.join(' ').slice(0, 160)}`);
    if (!matches(want, res.status)) notes.push(text.slice(0, 160));
    // A public route (anyone may call it) reads no credentials: its activity is anonymous.
    const recorded = expected(policy, route, 'anon') === 'ok' ? 'anon' : actor;
    if (method !== 'GET' && res.status < 300) notes.push(...(await activityProblems(t, w, recorded, lastActivity)));
    if (writes) {
      const changed = await changedSince(t.deps.db, baseline);
      if (changed.length) {
        if (want !== 'ok') notes.push(`changed data in ${changed.join(', ')}`);
        await restore(t.deps.db, changed);
      }
    }
    const pass = matches(want, res.status) && notes.length === 0;
    cells.push({ route, actor, expected: want, got: res.status, pass, note: pass ? undefined : notes.join(' | ') });
  }
  return cells;
}

async function lastActivityId(t: TestApp): Promise<number> {
  const result = await t.deps.db.execute(sql`select coalesce(max(id), 0)::int as id from activity`);
  return rowsOf<{ id: number }>(result)[0].id;
}

/** Who the activity log must name for each actor: the user, the impersonating administrator, the token. */
function expectedActor(w: World, actor: ActorName): { actor_id: number | null; impersonator_id: number | null; via: string | null } {
  if (actor === 'anon') return { actor_id: null, impersonator_id: null, via: null };
  if (actor === 'token') return { actor_id: w.users.owner.id, impersonator_id: null, via: 'custom' };
  if (actor === 'impersonator') return { actor_id: w.users.fullMember.id, impersonator_id: w.users.superadmin.id, via: 'impersonation' };
  return { actor_id: w.users[actor].id, impersonator_id: null, via: 'session' };
}

/** A write that succeeded left exactly one activity row, naming the actor who made it (decision 0026). */
async function activityProblems(t: TestApp, w: World, actor: ActorName, after: number): Promise<string[]> {
  const result = await t.deps.db.execute(sql`select actor_id, impersonator_id, via from activity where id > ${after} order by id`);
  const rows = rowsOf<{ actor_id: number | null; impersonator_id: number | null; via: string | null }>(result);
  if (rows.length !== 1) return [`${rows.length} activity rows instead of 1`];
  const want = expectedActor(w, actor);
  const got = rows[0];
  const same = got.actor_id === want.actor_id && got.impersonator_id === want.impersonator_id && got.via === want.via;
  return same ? [] : [`activity names ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`];
}
