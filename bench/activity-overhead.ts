/**
 * What the activity log (decision 0026) costs a write: the same `PUT tasks/{taskId}` (a title
 * change, so every call changes a field and records it with its before and after) through the
 * in-process upstream, in alternating rounds with the log on and off (`deps.recordActivity`).
 * Prints the median time per write of each, and the overhead. On PGlite by default; with
 * DATABASE_URL, on that PostgreSQL server (a throwaway database).
 * Run: npm run -s bench:activity   (BENCH_WRITES per round, default 50; BENCH_ROUNDS, default 41: short rounds, many of them, so a slow patch of the machine falls in both halves)
 */
import { createTestApp, releaseTestDatabases } from '../upstream/src/test/create-test-app';
import { makeTeam, makeWorkspace } from '../upstream/src/test/fixtures';
import { auth, signUpUser } from '../upstream/src/test/helpers';

const WRITES = Number(process.env.BENCH_WRITES ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 41);

async function main(): Promise<void> {
  const t = await createTestApp();
  const owner = await signUpUser(t, 'owner@example.com', 'Olive', 'Owner');
  const team = await makeTeam(t, [{ userId: owner.id, role: 'admin' }], 'Team');
  const ws = await makeWorkspace(t, { ownerTeamId: team, name: 'Bench' });
  const headers = { ...auth(owner.token), 'content-type': 'application/json' };
  const created = await t.app.request('/api/tasks', { method: 'POST', headers, body: JSON.stringify({ workspace_id: ws, title: 'Bench task' }) });
  const taskId = ((await created.json()) as { data: { id: number } }).data.id;
  let n = 0;
  const round = async (count: number): Promise<number> => {
    const started = performance.now();
    for (let i = 0; i < count; i++) {
      const res = await t.app.request(`/api/tasks/${taskId}`, { method: 'PUT', headers, body: JSON.stringify({ title: `Bench task ${n++}` }) });
      if (res.status !== 200) throw new Error(`PUT answered ${res.status}`);
    }
    return (performance.now() - started) / count;
  };
  await round(50); // warm-up: prepared statements, JIT
  const on: number[] = [];
  const off: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    t.deps.recordActivity = true;
    on.push(await round(WRITES));
    t.deps.recordActivity = false;
    off.push(await round(WRITES));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const withLog = median(on);
  const without = median(off);
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`activity log overhead (${engine}, ${ROUNDS} rounds × ${WRITES} PUT tasks/{taskId}, median per write)`);
  console.log(`  without the log  ${without.toFixed(2)} ms`);
  console.log(`  with the log     ${withLog.toFixed(2)} ms`);
  console.log(`  overhead         ${(((withLog - without) / without) * 100).toFixed(1)} % (goal: under 20 %)`);
  await t.close();
  await releaseTestDatabases();
}

void main();
