import { createResourceRouter } from '../../lib/resource-router';
import { requireCompany } from '../../services/access/company-guard';
import { requireWorkspace } from '../../services/access/guards';
import { listActivity } from '../../services/activity/list-activity';
import { allActivityRoute, companyActivityRoute, workspaceActivityRoute } from './routes';

/**
 * The activity log (decision 0026), read three ways: a workspace's feed (its readers), a company's
 * audit log (its admins), the whole log (super-administrators). Each checks the reader's right to
 * the scope before reading, and the scope is the query's filter, so nothing outside it is seen.
 */
const { router: workspaces, route: workspaceRoute } = createResourceRouter({ tag: 'activity', access: { ability: 'workspaces' } });
const { router: companies, route: companyRoute } = createResourceRouter({ tag: 'activity', access: { ability: 'companies' } });
const { router: everything, route: superadminRoute } = createResourceRouter({ tag: 'activity', access: 'superadmin' });

workspaceRoute(workspaceActivityRoute, async (c) => {
  const { workspaceId } = c.req.valid('param');
  await requireWorkspace(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
  return c.json(await listActivity(c.var.deps.db, { workspaceId }, c.req.valid('query')), 200);
});

/** Records of the catalogue every member of the company reads: their own history is theirs to read too. */
const COMPANY_RECORD_KINDS = new Set([
  'brands',
  'products',
  'images',
  'retailers',
  'categories',
  'contacts',
  'partners',
  'distributors',
  'reviews',
  'monitoring-products',
  'variations',
  'pages',
  'reports',
]);

companyRoute(companyActivityRoute, async (c) => {
  const { companyId } = c.req.valid('param');
  const query = c.req.valid('query');
  // The audit log is for the company's admins: the same right as changing the company. One
  // catalogue record's history (kind and id given) is for whoever reads the company.
  const oneRecord = query.subject_id !== undefined && COMPANY_RECORD_KINDS.has(query.subject_type ?? '');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, oneRecord ? 'read' : 'write');
  return c.json(await listActivity(c.var.deps.db, { companyId }, query), 200);
});

superadminRoute(allActivityRoute, async (c) => c.json(await listActivity(c.var.deps.db, 'all', c.req.valid('query')), 200));

export const activityRouter = workspaces.route('/', companies).route('/', everything);
