import { sql } from 'drizzle-orm';
import { createTestApp } from '../upstream/src/test/create-test-app';
import { seedListScale } from '../upstream/src/test/list-scale-seed';
process.env.DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';
async function main() {
  const t = await createTestApp();
  const world = await seedListScale(t, Number(process.argv[2] ?? 100000));
  const d = (await t.deps.db.execute(sql.raw('select current_database() as d')) as unknown as { rows: { d: string }[] }).rows[0].d;
  console.log(d, JSON.stringify(world).slice(0, 300));
  process.exit(0);
}
void main();
