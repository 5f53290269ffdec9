import { asc, eq, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { trash } from '../../db/schema';
import { rowsOf } from '../../monitoring/pipeline/rows-of';

/** The tables whose rows name stored bytes (`storage_name`): they are removed with the row, and not before. */
export const STORED_BYTES_TABLES = ['file_versions', 'insights', 'insight_resources'];

/**
 * The trash's end (decision 0027): entries whose window has passed go for good, oldest first, a
 * batch per run. The bytes their rows name are removed first, then the entry and its rows. A crash
 * in between leaves the entry for the next run, which removes the (already missing) bytes again,
 * harmlessly: no row is ever left pointing at removed bytes.
 */
export async function purgeTrash(deps: Pick<AppDeps, 'db' | 'storage'>, now: Date, batch = 100): Promise<number> {
  const { db, storage } = deps;
  const due = await db.select({ id: trash.id }).from(trash).where(lte(trash.purgeAfter, now)).orderBy(asc(trash.purgeAfter)).limit(batch);
  for (const { id } of due) {
    const stored = rowsOf<{ name: string }>(
      await db.execute(sql`
        select r.row ->> 'storage_name' as name from trash_rows r
        where r.trash_id = ${id} and r.table_name in (${sql.join(
          STORED_BYTES_TABLES.map((t) => sql`${t}`),
          sql`, `,
        )}) and r.row ->> 'storage_name' is not null`),
    );
    for (const { name } of stored) await storage.remove(name);
    await db.delete(trash).where(eq(trash.id, id));
  }
  return due.length;
}
