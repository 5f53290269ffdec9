import { count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { paged, pageOffset } from '../../lib/paginate';

type NewestFirstTable = PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn };

/** One page of a monitoring table's rows matching `where`, newest first (ties by id), with the total for the paginator. */
export async function pageNewestFirst<T extends NewestFirstTable, R>(
  db: Db,
  table: T,
  where: SQL | undefined,
  query: { page: number; per_page: number },
  present: (row: T['$inferSelect']) => R,
): Promise<{ data: R[]; meta: PageMeta }> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page))) as T['$inferSelect'][];
  return paged(rows.map(present), n, query.page, query.per_page);
}
