import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { baseDb } from '../../db/request-transaction';
import { rowsOf } from '../../monitoring/pipeline/rows-of';

export type TableInfo = { columns: string[]; primaryKey: string[]; identityAlways: boolean };

export type TableGraph = { tables: Map<string, TableInfo> };

const graphs = new WeakMap<object, Promise<TableGraph>>();

/**
 * The schema as a restore needs it: per table of the public schema, the columns an insert may set
 * (generated ones left out), its primary key, and whether an identity column needs
 * `overriding system value`. Read once per database
 * (the schema changes only with a migration, which restarts the process).
 */
export function tableGraph(db: Db): Promise<TableGraph> {
  const base = baseDb(db);
  let graph = graphs.get(base);
  if (!graph) {
    graph = readGraph(db);
    graphs.set(base, graph);
    graph.catch(() => graphs.delete(base));
  }
  return graph;
}

async function readGraph(db: Db): Promise<TableGraph> {
  const columns = rowsOf<{ table: string; columns: string[]; primaryKey: string[] | null; identityAlways: boolean }>(
    await db.execute(sql`
      select t.relname::text as "table",
        array(select a.attname::text from pg_attribute a where a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum) as columns,
        (select array(select a.attname::text from unnest(i.indkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = t.oid and a.attnum = k.n order by k.o)
           from pg_index i where i.indrelid = t.oid and i.indisprimary) as "primaryKey",
        exists (select 1 from pg_attribute a where a.attrelid = t.oid and a.attidentity = 'a') as "identityAlways"
      from pg_class t
      where t.relkind in ('r', 'p') and t.relnamespace = 'public'::regnamespace`),
  );
  const tables = new Map(columns.map((t) => [t.table, { columns: t.columns, primaryKey: t.primaryKey ?? [], identityAlways: t.identityAlways }]));
  return { tables };
}
