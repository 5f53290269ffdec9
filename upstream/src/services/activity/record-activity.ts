import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { TrashEntry } from '@/lib/contract/trash';
import type { AppEnv, AuthContext } from '../../app-env';
import type { Db } from '../../db/client';
import { perDb, statementName } from '../../db/prepared';
import { activity, users } from '../../db/schema';
import { responseData } from '../../lib/response-data';
import { rowsOf } from '../../monitoring/pipeline/rows-of';
import { idOf, matchRoute, SUBJECT_TABLES } from './activity-subjects';
import type { RouteMatch } from './activity-subjects';

type Row = Record<string, unknown>;

/** What the activity row of a write says (its changed fields aside), for the trash entry of a delete. */
export type ActivityEntry = {
  at: Date;
  actorId: number | null;
  actorName: string | null;
  impersonatorId: number | null;
  subjectType: string | null;
  subjectId: number | null;
  subjectLabel: string | null;
  workspaceId: number | null;
  companyId: number | null;
  /** An update's changed fields (`[{ field, before, after }]`, secrets left out), else null. */
  changes?: { field: string; before: unknown; after: unknown }[] | null;
};

/** What is known of a write before its handler runs: its route and the record as it was. */
export type ActivityStart = {
  match: RouteMatch;
  subjectId: number | null;
  table: PgTable | undefined;
  /**
   * The record as it was, read by a statement sent before the handler's: the connection runs a
   * request's statements in order, so it sees the record before any write, while the handler's
   * own work goes on meanwhile (one round trip off the write's path, bench:activity).
   */
  before: Promise<Row | null>;
};

/** Never copied into the log: secrets and their hashes, and what only says when the row was touched. */
const HIDDEN_FIELD = /hash|secret|token|password|code|^updated_at$|^last_used_at$/;
const MAX_VALUE = 500;
const RESTORE_ROUTE = 'POST trash/{trashId}/restore';

/**
 * Reads the record a write is about before its handler runs (the write-transaction middleware calls
 * it inside the request's transaction): a delete keeps the record's name and place this way, and an
 * update its values before. One primary-key read when the route names a known record, else nothing.
 */
export async function startActivity(c: Context<AppEnv>): Promise<ActivityStart | null> {
  if (c.var.deps.recordActivity === false) return null;
  const match = matchRoute(c);
  if (!match) return null;
  const subjectId = match.deepest ? idOf(match.params[match.deepest.param]) : null;
  const table = match.deepest ? SUBJECT_TABLES[match.deepest.key] : undefined;
  const before = table && subjectId ? readRow(c.var.deps.db, table, subjectId) : Promise.resolve(null);
  // Awaited by finishActivity; a failure here fails the request's later statements as well.
  before.catch(() => undefined);
  return { match, subjectId, table, before };
}

/**
 * Writes the activity row of a write that succeeded (2xx): who, with which credential, what, about
 * which record, where, and the fields it changed (before and after). Called before the transaction
 * commits, so the record and the write commit together; a refused or failed write records nothing.
 */
export async function finishActivity(c: Context<AppEnv>, start: ActivityStart): Promise<ActivityEntry> {
  const { db, now } = c.var.deps;
  const { match, subjectId, table } = start;
  const before = await start.before;
  const method = c.req.method;
  // The answer is read only where the record cannot tell: a POST (a create's new id) or a record
  // of no known table (its place). Parsing every answer cost 0.5 ms a write (bench:activity).
  const data = method === 'POST' || !before ? await responseData(c.res) : null;
  // A create answers 201 with the new record (a POST that acts on a record, like `complete`, 200).
  const created = method === 'POST' && c.res.status === 201 && typeof data?.id === 'number';
  // A restore from the trash is about the record it brought back (its answer names it), not the entry.
  const restored = match.route === RESTORE_ROUTE && data ? (data as TrashEntry) : null;
  const auth = c.get('auth') as AuthContext | undefined;
  const impersonator = await impersonatorOf(db, auth);
  const subjectType = workspaceRecordType(match.route) ?? (created ? lastSegment(match.route) : (match.deepest?.segment ?? null));
  const recordId = created ? (data?.id as number) : subjectId;
  // A workspace or company is its own place; any other record carries its place in its columns.
  const own = (type: string) => (subjectType === type ? recordId : null);
  const scope = (field: string, param: string, type: string) => numberOr(idOf(match.params[param]), own(type), before?.[field], data?.[field]);
  const token = auth && (auth.kind === 'custom' || auth.kind === 'full_access') ? auth : null;
  const entry = {
    at: now(),
    actorId: auth?.user.id ?? null,
    actorName: auth ? `${auth.user.firstName} ${auth.user.lastName}`.trim() : null,
    impersonatorId: impersonator?.id ?? null,
    impersonatorName: impersonator?.name ?? null,
    via: auth?.kind ?? null,
    tokenId: token?.tokenId ?? null,
    tokenName: token ? (token.tokenName ?? null) : null,
    action: method === 'DELETE' ? 'delete' : created ? 'create' : restored ? 'restore' : method === 'POST' ? 'action' : 'update',
    route: match.route,
    status: c.res.status,
    subjectType,
    subjectId: recordId,
    subjectLabel: labelOf(created ? data : before),
    workspaceId: scope('workspace_id', 'workspaceId', 'workspaces'),
    companyId: scope('company_id', 'companyId', 'companies'),
    ...(restored && {
      subjectType: restored.subject.type,
      subjectId: restored.subject.id,
      subjectLabel: restored.subject.label,
      workspaceId: restored.workspace_id,
      companyId: restored.company_id,
    }),
  };
  if (created || method === 'DELETE' || !table || !subjectId) {
    await db.insert(activity).values({ ...entry, changes: null });
    return entry;
  }
  // The record as the write left it, read and compared with `before` in the insert itself: one
  // round trip instead of two (the separate read was 11% of a task update, bench:activity).
  const inserted = await db.execute(sql`
    insert into activity (at, actor_id, actor_name, impersonator_id, impersonator_name, via, token_id, token_name, action, route, status,
      subject_type, subject_id, subject_label, workspace_id, company_id, changes)
    select ${entry.at}, ${entry.actorId}, ${entry.actorName}, ${entry.impersonatorId}, ${entry.impersonatorName}, ${entry.via}, ${entry.tokenId},
      ${entry.tokenName}, ${entry.action}, ${entry.route}, ${entry.status}, ${entry.subjectType}, ${entry.subjectId},
      coalesce(left(coalesce(nullif(a.r->>'title', ''), nullif(a.r->>'name', ''), nullif(a.r->>'email', '')), ${MAX_VALUE}), ${entry.subjectLabel}),
      coalesce(${entry.workspaceId}::int, (a.r->>'workspace_id')::int),
      coalesce(${entry.companyId}::int, (a.r->>'company_id')::int),
      ${before ? changesOf() : sql`null`}
    from (select (select to_jsonb(t) from ${table} t where t.id = ${subjectId}) as r, ${JSON.stringify(before)}::jsonb as b offset 0) a
    returning changes`);
  // The changed fields go on to the write's webhook event (services/webhooks/emit-write-event.ts).
  return { ...entry, changes: rowsOf<{ changes: ActivityEntry['changes'] }>(inserted)[0]?.changes ?? null };
}

/** SQL: the fields of the record after (`a.r`) whose value differs from before (`a.b`), secrets left out, long values clipped. */
function changesOf() {
  return sql`(select jsonb_agg(jsonb_build_object('field', e.key, 'before', ${clipSql(sql`(a.b -> e.key)`)}, 'after', ${clipSql(sql`e.value`)}) order by e.key)
    from jsonb_each(a.r) e where e.value is distinct from (a.b -> e.key) and e.key !~ ${HIDDEN_FIELD.source})`;
}

function clipSql(value: SQL) {
  return sql`case when jsonb_typeof(${value}) = 'string' and length(${value} #>> '{}') > ${MAX_VALUE} then to_jsonb(left(${value} #>> '{}', ${MAX_VALUE - 1}) || '…')
    when jsonb_typeof(${value}) in ('object', 'array') and length(${value}::text) > ${MAX_VALUE} then to_jsonb(left(${value}::text, ${MAX_VALUE - 1}) || '…')
    else ${value} end`;
}

/**
 * The before-read of each table as a prepared statement (decision 0015): on node-postgres it is
 * parsed and planned once per connection instead of on every write (bench:activity).
 */
const beforeReads = new Map<string, (db: Db) => { execute: (p: { id: number }) => Promise<{ row: Row }[]> }>();

async function readRow(scoped: Db, table: PgTable, id: number): Promise<Row | null> {
  const name = getTableName(table);
  let reads = beforeReads.get(name);
  if (!reads) {
    const statement = statementName(`activity_before_${name}`);
    const idColumn = getTableColumns(table).id;
    reads = perDb((db) =>
      db
        .select({ row: sql<Row>`to_jsonb(${table})` })
        .from(table)
        .where(eq(idColumn, sql.placeholder('id')))
        .prepare(statement),
    );
    beforeReads.set(name, reads);
  }
  const read = reads(scoped);
  const [found] = await read.execute({ id });
  return found?.row ?? null;
}

async function impersonatorOf(db: Db, auth: AuthContext | undefined): Promise<{ id: number; name: string } | null> {
  if (!auth || auth.kind !== 'impersonation') return null;
  const known = auth.impersonator;
  if (known) return { id: known.id, name: `${known.firstName} ${known.lastName}`.trim() };
  if (!auth.impersonatorId) return null;
  const [row] = await db.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, auth.impersonatorId));
  return row ? { id: row.id, name: `${row.first} ${row.last}`.trim() } : { id: auth.impersonatorId, name: '' };
}

function numberOr(...values: unknown[]): number | null {
  for (const v of values) if (typeof v === 'number' && Number.isInteger(v)) return v;
  return null;
}

/**
 * A workspace's retailer, brand or product (`workspaces/{id}/products/…`) is another record than
 * the company's of the same name (`companies/{id}/products/…`), with ids of its own: its kind says
 * so (`workspace-products`), so a history filtered by kind and id never mixes the two.
 */
const WORKSPACE_RECORD = /^\S+ workspaces\/\{workspaceId\}\/(retailers|brands|products)(\/\{\w+\})?$/;
function workspaceRecordType(route: string): string | null {
  const kind = WORKSPACE_RECORD.exec(route)?.[1];
  return kind ? `workspace-${kind}` : null;
}

function lastSegment(route: string): string {
  const parts = route.split(' ')[1].split('/');
  return parts[parts.length - 1];
}

function labelOf(row: Row | null): string | null {
  if (!row) return null;
  for (const key of ['title', 'name', 'email']) if (typeof row[key] === 'string' && row[key]) return clip(row[key] as string);
  if (typeof row.first_name === 'string') return clip(`${row.first_name} ${typeof row.last_name === 'string' ? row.last_name : ''}`.trim());
  return null;
}

function clip(text: string): string {
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}
