import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { baseDb } from '../../db/request-transaction';
import { rowsOf } from '../../monitoring/pipeline/rows-of';

/** A foreign key, read from PostgreSQL's catalogue: `child.childColumns` → `parent.parentColumns`. */
export type ForeignKey = {
  child: string;
  childColumns: string[];
  parent: string;
  parentColumns: string[];
  /** `c` cascade, `n` set null, `a`/`r` no action/restrict, `d` set default. */
  onDelete: string;
  deferrable: boolean;
};

export type TableInfo = { columns: string[]; primaryKey: string[]; identityAlways: boolean };

export type TableGraph = { keys: ForeignKey[]; tables: Map<string, TableInfo> };

const graphs = new WeakMap<object, Promise<TableGraph>>();

/**
 * The schema as the trash walks it: every foreign key of the public schema and, per table, the
 * columns an insert may set (generated ones left out) and its primary key. Read once per database
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
  const keys = rowsOf<ForeignKey>(
    await db.execute(sql`
      select (select relname::text from pg_class where oid = c.conrelid) as child, (select relname::text from pg_class where oid = c.confrelid) as parent, c.confdeltype as "onDelete", c.condeferrable as deferrable,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as "childColumns",
        array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as "parentColumns"
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      order by 1, c.conname`),
  );
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
  return { keys, tables };
}
