import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, getTableColumns, ilike, or } from 'drizzle-orm';
import { impersonateBody } from '@/lib/contract/auth';
import { dataOf, pageOf, paginationQuery } from '@/lib/contract/common';
import { userResource } from '@/lib/contract/user';
import { impersonations, users } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { paged } from '../../lib/paginate';
import { countOf, countedTotal, GLOBAL_SCOPE, narrowed, readPage } from '../../lib/read-page';
import { bearerSecurity, createRouter, errorResponses, json, jsonBody } from '../../lib/router';
import { isSuperadmin, toUserResource } from '../../lib/user-resource';
import { requireAuth, requireSuperadmin } from '../../middleware/auth';
import { findIssuedImpersonation } from '../../services/tokens/find-issued-impersonation';
import { issueToken } from '../../services/tokens/issue-token';

const IMPERSONATION_HOURS = 2;

const usersRoute = createRoute({
  method: 'get',
  path: '/superadmin/users',
  tags: ['superadmin'],
  security: bearerSecurity,
  request: { query: paginationQuery.extend({ search: z.string().max(100).optional() }) },
  responses: { 200: json(pageOf(userResource), 'Users, newest first'), ...errorResponses },
});

const impersonateRoute = createRoute({
  method: 'post',
  path: '/superadmin/impersonate',
  tags: ['superadmin'],
  security: bearerSecurity,
  request: jsonBody(impersonateBody),
  responses: { 200: json(dataOf(z.object({ token: z.string() })), 'An impersonation token'), ...errorResponses },
});

/** Project addition, called server-side by the BFF's page gate only (not in the browser allowlist). */
const verifyRoute = createRoute({
  method: 'post',
  path: '/superadmin/impersonation/verify',
  tags: ['superadmin'],
  security: bearerSecurity,
  request: jsonBody(z.object({ token: z.string().min(1).max(200) })),
  responses: { 200: json(dataOf(z.object({ user_id: z.number().int() })), 'The impersonated user'), ...errorResponses },
});

export const superadminRouter = createRouter();
superadminRouter.use('/superadmin/*', requireAuth('superadmin'), requireSuperadmin);

superadminRouter.openapi(usersRoute, async (c) => {
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
});

/**
 * Issues a short-lived token acting as another user and records who impersonated whom and when.
 * Super-administrators cannot be impersonated (that would be a way around the audit trail).
 */
superadminRouter.openapi(impersonateRoute, async (c) => {
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
});

/**
 * Whether `token` is a live impersonation token the caller issued. The BFF asks before honouring a
 * `?impersonated_token=` link, so a link can only resume an administrator's own impersonation and
 * never switch anybody into an account whose token the sender happens to hold. 404 otherwise.
 */
superadminRouter.openapi(verifyRoute, async (c) => {
  const { token } = c.req.valid('json');
  const { db, now } = c.var.deps;
  const found = await findIssuedImpersonation(db, token, c.var.auth.user.id, now());
  if (!found) throw notFound('Impersonation');
  return c.json({ data: { user_id: found.userId } }, 200);
});
