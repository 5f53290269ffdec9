import type { RouteHandler } from '@hono/zod-openapi';
import { and, eq, getTableColumns, ilike, or } from 'drizzle-orm';
import type { AppDeps, AppEnv, UserRow } from '../../app-env';
import { impersonations, users } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { paged } from '../../lib/paginate';
import { countOf, countedTotal, GLOBAL_SCOPE, narrowed, readPage } from '../../lib/read-page';
import { isSuperadmin, toUserResource } from '../../lib/user-resource';
import { issueToken } from '../../services/tokens/issue-token';
import { presentWorkspaceRequests } from '../../services/workspaces/present-workspaces';
import { reviewWorkspaceRequest } from '../../services/workspaces/review-workspace-request';
import type { impersonateRoute, usersRoute } from './routes';

const IMPERSONATION_HOURS = 2;

export const listUsers: RouteHandler<typeof usersRoute, AppEnv> = async (c) => {
  const { page, per_page, search } = c.req.valid('query');
  const { db, config } = c.var.deps;
  const term = search?.trim() ? `%${search.trim().replace(/[%_\\]/g, (m) => `\\${m}`)}%` : null;
  const where = term ? or(ilike(users.email, term), ilike(users.firstName, term), ilike(users.lastName, term)) : undefined;
  // Newest first by id (the primary key walks it); late pages are read from the far end.
  const count = where ? countOf(users, where) : countedTotal('users', GLOBAL_SCOPE);
  const searched = where ? { table: users, where } : undefined;
  const { rows, total } = await readPage(
    db,
    { keys: [{ by: users.id, dir: 'desc' }], page, perPage: per_page, count, search: searched },
    (window, listTotal, only) =>
      db
        .select({ ...getTableColumns(users), listTotal })
        .from(users)
        .where(narrowed(where, only))
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
  );
  return c.json(
    paged(
      rows.map((u) => toUserResource(u, config)),
      total,
      page,
      per_page,
    ),
    200,
  );
};

/**
 * Issues a short-lived token acting as another user and records who impersonated whom and when.
 * Super-administrators cannot be impersonated (that would be a way around the audit trail).
 */
export const impersonate: RouteHandler<typeof impersonateRoute, AppEnv> = async (c) => {
  const { user_id } = c.req.valid('json');
  const { db, config, now } = c.var.deps;
  const [target] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, user_id)))
    .limit(1);
  if (!target) throw fieldError('user_id', 'The selected user does not exist.');
  if (target.id === c.var.auth.user.id || isSuperadmin(config, target.email)) {
    throw fieldError('user_id', 'This user cannot be impersonated.');
  }
  const issued = await issueToken(db, {
    userId: target.id,
    kind: 'impersonation',
    name: `impersonation by ${c.var.auth.user.email}`,
    impersonatorId: c.var.auth.user.id,
    expiresAt: new Date(now().getTime() + IMPERSONATION_HOURS * 3_600_000),
  });
  await db.insert(impersonations).values({ impersonatorId: c.var.auth.user.id, impersonatedId: target.id, tokenId: issued.id, startedAt: now() });
  return c.json({ data: { token: issued.token } }, 200);
};

/** Approves or disapproves a workspace request; answers it as the pending list shows it. */
export async function reviewRequest(deps: AppDeps, reviewer: UserRow, workspaceId: number, decision: 'approved' | 'disapproved', note?: string) {
  const row = await reviewWorkspaceRequest(deps, reviewer, workspaceId, decision, note);
  const [request] = await presentWorkspaceRequests(deps.db, reviewer.id, [row]);
  return request;
}
