import { getTableName, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { trash } from '../../db/schema';
import { rowsOf } from '../../monitoring/pipeline/rows-of';
import type { ActivityEntry, ActivityStart } from '../activity/record-activity';
import { TRASHED_ROUTES } from './trashed-routes';

const DAY_MS = 86_400_000;

/** A trashed delete under way: its entry, which the capture triggers fill while the handler runs. */
export type TrashStart = { trashId: number };

/**
 * Before a trashed route's handler (decision 0027): opens its trash entry and sets `app.trash_id`
 * for the rest of the request's transaction, so the capture triggers copy every row the handler's
 * statements delete (the record, its cascade) and every reference they clear into it. Nothing is
 * read ahead: a refused delete deletes nothing and so copies nothing. Null for any other write.
 */
export async function startTrash(c: Context<AppEnv>, activity: ActivityStart | null): Promise<TrashStart | null> {
  if (c.req.method !== 'DELETE' || !activity?.table || !activity.subjectId || !TRASHED_ROUTES[activity.match.route]) return null;
  if (!(await activity.before)) return null;
  const { db, now, config } = c.var.deps;
  const at = now();
  const [entry] = await db
    .insert(trash)
    .values({
      deletedAt: at,
      purgeAfter: new Date(at.getTime() + config.trashRetentionDays * DAY_MS),
      route: activity.match.route,
      params: activity.match.params,
      tableName: getTableName(activity.table),
      subjectType: activity.match.deepest?.segment ?? '',
      subjectId: activity.subjectId,
    })
    .returning({ id: trash.id });
  await db.execute(sql`select set_config('app.trash_id', ${String(entry.id)}, true)`);
  return { trashId: entry.id };
}

/**
 * After the handler: stops the capture, then keeps the entry only when the delete succeeded and
 * the record really left its table, named and placed as its activity row says; otherwise (a
 * refusal commits its own writes) the entry and whatever it caught go.
 */
export async function finishTrash(c: Context<AppEnv>, started: TrashStart, entry: ActivityEntry | null): Promise<void> {
  const { db } = c.var.deps;
  await db.execute(sql`select set_config('app.trash_id', '', true)`);
  if (!entry || c.res.status >= 300) {
    await db.execute(sql`delete from trash where id = ${started.trashId}`);
    return;
  }
  const kept = rowsOf<{ id: number }>(
    await db.execute(sql`
      update trash set deleted_by = ${entry.actorId}, deleted_by_name = ${entry.actorName}, impersonator_id = ${entry.impersonatorId},
        subject_label = ${entry.subjectLabel}, workspace_id = ${entry.workspaceId}, company_id = ${entry.companyId},
        contents = (select jsonb_object_agg(table_name, n) from (select table_name, count(*) as n from trash_rows where trash_id = ${started.trashId} group by 1) x)
      where id = ${started.trashId}
        and exists (select 1 from trash_rows r where r.trash_id = ${started.trashId} and r.table_name = trash.table_name and (r.row ->> 'id')::bigint = trash.subject_id)
      returning id`),
  );
  if (kept.length === 0) await db.execute(sql`delete from trash where id = ${started.trashId}`);
}
