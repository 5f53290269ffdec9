import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv, AuthContext } from '../../app-env';
import type { Db } from '../../db/client';
import { activity, users } from '../../db/schema';
import type { ActivityChange } from '../../db/schema';
import { rowsOf } from '../../monitoring/pipeline/rows-of';
import { idOf, matchRoute, SUBJECT_TABLES } from './activity-subjects';
import type { RouteMatch } from './activity-subjects';

type Row = Record<string, unknown>;

/** What is known of a write before its handler runs: its route and the record as it was. */
export type ActivityStart = { match: RouteMatch; subjectId: number | null; before: Row | null };

/** Never copied into the log: secrets and their hashes, and what only says when the row was touched. */
const HIDDEN_FIELD = /hash|secret|token|password|code|^updated_at$|^last_used_at$/;
const MAX_VALUE = 500;

/**
 * Reads the record a write is about before its handler runs (the write-transaction middleware calls
 * it inside the request's transaction): a delete keeps the record's name and place this way, and an
 * update its values before. One primary-key read when the route names a known record, else nothing.
 */
export async function startActivity(c: Context<AppEnv>): Promise<ActivityStart | null> {
  const match = matchRoute(c);
  if (!match) return null;
  const subjectId = match.deepest ? idOf(match.params[match.deepest.param]) : null;
  const table = match.deepest ? SUBJECT_TABLES[match.deepest.key] : undefined;
  const before = table && subjectId ? await readRow(c.var.deps.db, table, subjectId) : null;
  return { match, subjectId, before };
}

/**
 * Writes the activity row of a write that succeeded (2xx): who, with which credential, what, about
 * which record, where, and the fields it changed (before and after). Called before the transaction
 * commits, so the record and the write commit together; a refused or failed write records nothing.
 */
export async function finishActivity(c: Context<AppEnv>, start: ActivityStart): Promise<void> {
  const { db, now } = c.var.deps;
  const { match, subjectId, before } = start;
  const method = c.req.method;
  const data = await responseData(c.res);
  // A create answers 201 with the new record (a POST that acts on a record, like `complete`, 200).
  const created = method === 'POST' && c.res.status === 201 && typeof data?.id === 'number';
  const table = match.deepest ? SUBJECT_TABLES[match.deepest.key] : undefined;
  const after = !created && method !== 'DELETE' && table && subjectId ? await readRow(db, table, subjectId) : null;
  const auth = c.get('auth') as AuthContext | undefined;
  const impersonator = await impersonatorOf(db, auth);
  const subjectType = created ? lastSegment(match.route) : (match.deepest?.segment ?? null);
  const recordId = created ? (data?.id as number) : subjectId;
  // A workspace or company is its own place; any other record carries its place in its columns.
  const own = (type: string) => (subjectType === type ? recordId : null);
  const scope = (field: string, param: string, type: string) => numberOr(idOf(match.params[param]), own(type), before?.[field], after?.[field], data?.[field]);
  const subjectRow = created ? data : (after ?? before);
  await db.insert(activity).values({
    at: now(),
    actorId: auth?.user.id ?? null,
    actorName: auth ? `${auth.user.firstName} ${auth.user.lastName}`.trim() : null,
    impersonatorId: impersonator?.id ?? null,
    impersonatorName: impersonator?.name ?? null,
    via: auth?.kind ?? null,
    tokenId: auth && (auth.kind === 'custom' || auth.kind === 'full_access') ? auth.tokenId : null,
    tokenName: auth && (auth.kind === 'custom' || auth.kind === 'full_access') ? (auth.tokenName ?? null) : null,
    action: method === 'DELETE' ? 'delete' : created ? 'create' : method === 'POST' ? 'action' : 'update',
    route: match.route,
    status: c.res.status,
    subjectType,
    subjectId: recordId,
    subjectLabel: labelOf(subjectRow),
    workspaceId: scope('workspace_id', 'workspaceId', 'workspaces'),
    companyId: scope('company_id', 'companyId', 'companies'),
    changes: before && after ? diff(before, after) : null,
  });
}

async function readRow(db: Db, table: (typeof SUBJECT_TABLES)[string], id: number): Promise<Row | null> {
  const result = await db.execute(sql`select to_jsonb(t) as row from ${table} t where t.id = ${id}`);
  return rowsOf<{ row: Row }>(result)[0]?.row ?? null;
}

/** The `data` object of a JSON answer (`{ data: { id, … } }`), if it is one. */
async function responseData(res: Response): Promise<Row | null> {
  if (!/^application\/json/.test(res.headers.get('content-type') ?? '')) return null;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  const data = body && typeof body === 'object' ? (body as Row).data : null;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Row) : null;
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

/** The fields whose value changed, secrets left out and long values clipped. */
function diff(before: Row, after: Row): ActivityChange[] | null {
  const changes: ActivityChange[] = [];
  for (const field of Object.keys(after)) {
    if (HIDDEN_FIELD.test(field)) continue;
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    changes.push({ field, before: clipValue(before[field]), after: clipValue(after[field]) });
  }
  return changes.length ? changes : null;
}

function clip(text: string): string {
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function clipValue(value: unknown): unknown {
  if (typeof value === 'string') return clip(value);
  if (value && typeof value === 'object') {
    const text = JSON.stringify(value);
    return text.length > MAX_VALUE ? clip(text) : value;
  }
  return value;
}
