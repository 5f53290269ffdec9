import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { ActivityPage, ActivityQuery, ActivityResource } from '@/lib/contract/activity';
import type { Db } from '../../db/client';
import { activity } from '../../db/schema';

/** Which part of the log a reader may see: one workspace, one company, or everything (super-administrators). */
export type ActivityScope = { workspaceId: number } | { companyId: number } | 'all';

/**
 * A page of the activity log, newest first, by id (a keyset: the page after `before` costs the same
 * at the millionth entry as at the first, through the scope's `(workspace_id, id)` or
 * `(company_id, id)` index). The caller has checked the reader's right to the scope.
 */
export async function listActivity(db: Db, scope: ActivityScope, query: ActivityQuery): Promise<ActivityPage> {
  const where: (SQL | undefined)[] = [
    scope === 'all' ? undefined : 'workspaceId' in scope ? eq(activity.workspaceId, scope.workspaceId) : eq(activity.companyId, scope.companyId),
    query.before ? lt(activity.id, query.before) : undefined,
    query.actor_id ? eq(activity.actorId, query.actor_id) : undefined,
    query.subject_type ? eq(activity.subjectType, query.subject_type) : undefined,
    query.subject_id ? eq(activity.subjectId, query.subject_id) : undefined,
    query.action ? eq(activity.action, query.action) : undefined,
    query.date_from ? gte(activity.at, new Date(`${query.date_from}T00:00:00Z`)) : undefined,
    query.date_to ? lt(activity.at, new Date(Date.parse(`${query.date_to}T00:00:00Z`) + 86_400_000)) : undefined,
  ];
  const rows = await db
    .select()
    .from(activity)
    .where(and(...where))
    .orderBy(desc(activity.id))
    .limit(query.per_page + 1);
  const page = rows.slice(0, query.per_page);
  return { data: page.map(present), next_before: rows.length > query.per_page ? page[page.length - 1].id : null };
}

function present(row: typeof activity.$inferSelect): ActivityResource {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as ActivityResource['action'],
    route: row.route,
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '' },
    impersonator: row.impersonatorId === null ? null : { id: row.impersonatorId, name: row.impersonatorName ?? '' },
    via: row.via as ActivityResource['via'],
    token: row.tokenId === null ? null : { id: row.tokenId, name: row.tokenName ?? '' },
    subject: row.subjectType === null ? null : { type: row.subjectType, id: row.subjectId, label: row.subjectLabel },
    workspace_id: row.workspaceId,
    company_id: row.companyId,
    changes: row.changes,
  };
}
