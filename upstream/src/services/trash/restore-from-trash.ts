import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { trash, trashLinks } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { rowsOf } from '../../monitoring/pipeline/rows-of';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
import { idOf } from '../activity/activity-subjects';
import { workspaceIdsByFile, workspaceIdsByInsight } from '../access/content-guard';
import { broadcastToWorkspaces, type ContentEvent } from '../live/broadcast-to-workspaces';
import { mayListTrashEntry } from './list-trash';
import { presentTrashEntry } from './present-trash';
import { tableGraph } from './table-graph';
import { TRASHED_ROUTES } from './trashed-routes';

/** Open views of these records hear of a restore as of a change (they refetch through the API). */
const RESTORE_EVENTS: Record<string, ContentEvent> = { files: 'fileUpdated', insights: 'insightUpdated', tasks: 'taskUpdated', meetings: 'meetingUpdated' };

/**
 * `POST trash/{trashId}/restore` (decision 0027): puts the record and everything its delete took
 * back, with their ids, in a savepoint of the request's transaction:
 * 1. one insert per table from the saved rows, references checked once at the end (they are
 *    deferrable, so a reply may come back before its comment);
 * 2. the references the delete cleared on rows that stayed are set again where still empty;
 * 3. the delete route's own access rule is asked of the caller (TRASHED_ROUTES): whoever could
 *    delete the record may restore it; anyone else gets that rule's 404 or 403, and nothing stays.
 * A record whose place is gone (its workspace deleted) or whose name is taken since is a 409 that
 * says what to do; the entry stays in the trash.
 */
export async function restoreFromTrash(deps: AppDeps, userId: number, trashId: number) {
  const { db } = deps;
  const [entry] = await db.select().from(trash).where(eq(trash.id, trashId)).for('update');
  const guard = entry ? TRASHED_ROUTES[entry.route] : undefined;
  // Someone who cannot even see the entry learns nothing of it, and costs no restore attempt.
  if (!entry || !guard || entry.purgeAfter <= deps.now() || !(await mayListTrashEntry(db, userId, entry))) throw notFound('Deleted record');
  const ids = Object.fromEntries(Object.entries(entry.params).map(([name, value]) => [name, idOf(value) ?? 0]));
  try {
    await db.transaction(async (tx) => {
      await putRowsBack(tx, trashId);
      await guard(tx, userId, ids);
      await tx.delete(trash).where(eq(trash.id, trashId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        'CONFLICT',
        `Something with the same name or code was added since "${entry.subjectLabel ?? 'this record'}" was deleted. Rename or delete it, then restore again.`,
      );
    }
    if (isForeignKeyViolation(error)) {
      throw new AppError('CONFLICT', 'What this record belonged to has been deleted too. Restore that first, then this.');
    }
    throw error;
  } finally {
    await db.execute(sql`set constraints all immediate`);
  }
  await tellOpenViews(deps, entry);
  return presentTrashEntry(entry);
}

async function putRowsBack(tx: Db, trashId: number): Promise<void> {
  const graph = await tableGraph(tx);
  await tx.execute(sql`set constraints all deferred`);
  const tables = rowsOf<{ name: string }>(await tx.execute(sql`select distinct table_name as name from trash_rows where trash_id = ${trashId} order by 1`));
  for (const { name } of tables) {
    const info = graph.tables.get(name);
    if (!info) throw new AppError('CONFLICT', 'This record was deleted before an update of the application and cannot be restored.');
    const table = sql.identifier(name);
    const columns = sql.join(
      info.columns.map((c) => sql.identifier(c)),
      sql`, `,
    );
    await tx.execute(sql`
      insert into ${table} (${columns}) ${info.identityAlways ? sql`overriding system value` : sql``}
      select ${columns} from jsonb_populate_recordset(null::${table}, (select jsonb_agg(r.row) from trash_rows r where r.trash_id = ${trashId} and r.table_name = ${name}))`);
  }
  // A reference that now points nowhere fails here, inside the savepoint, as a 409.
  await tx.execute(sql`set constraints all immediate`);
  const links = await tx.select().from(trashLinks).where(eq(trashLinks.trashId, trashId));
  for (const link of links) {
    const info = graph.tables.get(link.tableName);
    const key = info?.primaryKey[0];
    if (!info || !key || !info.columns.includes(link.columnName)) continue;
    const table = sql.identifier(link.tableName);
    const column = sql.identifier(link.columnName);
    await tx.execute(sql`
      update ${table} set ${column} = (jsonb_populate_record(null::${table}, jsonb_build_object(${link.columnName}::text, ${JSON.stringify(link.value)}::jsonb))).${column}
      where ${sql.identifier(key)} = (jsonb_populate_record(null::${table}, ${JSON.stringify(link.rowKey)}::jsonb)).${sql.identifier(key)} and ${column} is null`);
  }
}

async function tellOpenViews(deps: AppDeps, entry: typeof trash.$inferSelect): Promise<void> {
  const event = RESTORE_EVENTS[entry.tableName];
  if (!event) return;
  const id = entry.subjectId;
  const workspaceIds =
    entry.tableName === 'files'
      ? ((await workspaceIdsByFile(deps.db, [id])).get(id) ?? [])
      : entry.tableName === 'insights'
        ? ((await workspaceIdsByInsight(deps.db, [id])).get(id) ?? [])
        : entry.workspaceId
          ? [entry.workspaceId]
          : [];
  await broadcastToWorkspaces(deps, workspaceIds, event, { id, workspace_ids: workspaceIds });
}
