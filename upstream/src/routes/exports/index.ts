import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { hasAbility } from '@/lib/permissions/abilities';
import type { AppEnv } from '../../app-env';
import { companies, workspaces } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { createResourceRouter } from '../../lib/resource-router';
import { authenticate } from '../../middleware/authenticate';
import { requireCompany } from '../../services/access/company-guard';
import type { Dataset } from '../../services/exports/export-dataset';
import { exportFileName, exportResponse } from '../../services/exports/export-response';
import { COMPANY_EXPORTS, WORKSPACE_EXPORTS } from '../../services/exports/registry';
import { requireWorkspaceViewer } from '../../services/workspace-records/read-workspace-records';
import { companyExportRoute, workspaceExportRoute } from './routes';

/**
 * List exports (decision 0029): `companies/{id}/exports/{dataset}` and `workspaces/{id}/exports/{dataset}`.
 * Each dataset needs its list's token ability (companies, workspaces, files, tasks, meetings,
 * insights), so the router signs in and the handler checks the dataset's; then the list's own guard
 * decides (an outsider 404), then the list's query (422), then the rows stream.
 */
const { router, route } = createResourceRouter({ tag: 'exports', access: { authenticate } });
export const exportsRouter = router;

/** The query as the list handlers read it: repeated `x[]` joined under `x`, one value as itself. */
const rawQuery = (c: Context<AppEnv>) =>
  Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k.replace(/\[\]$/, ''), v.length === 1 ? v[0] : v]));

function datasetOf<S>(c: Context<AppEnv>, map: ReadonlyMap<string, Dataset<S>>, name: string): Dataset<S> {
  const dataset = map.get(name);
  if (!dataset) throw notFound('List');
  if (!hasAbility(c.var.auth.abilities, dataset.ability, 'GET')) throw forbidden('This token does not have the required ability.');
  return dataset;
}

route(companyExportRoute, async (c) => {
  const { companyId, dataset: name } = c.req.valid('param');
  const { db, now } = c.var.deps;
  const dataset = datasetOf(c, COMPANY_EXPORTS, name);
  const access = await requireCompany(db, c.var.auth.user.id, companyId, 'read');
  const source = dataset.open({ db, access, now: now() }, rawQuery(c));
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  const { format } = c.req.valid('query');
  return exportResponse(source, { format, fileName: exportFileName(company?.name ?? 'company', dataset.title, now()), sheet: dataset.title });
});

route(workspaceExportRoute, async (c) => {
  const { workspaceId, dataset: name } = c.req.valid('param');
  const { db, now } = c.var.deps;
  const dataset = datasetOf(c, WORKSPACE_EXPORTS, name);
  const viewer = await requireWorkspaceViewer(db, c.var.auth.user.id, workspaceId, 'read');
  const { workspace_ids: _ignored, ...input } = rawQuery(c);
  const source = dataset.open({ db, viewer, now: now() }, input);
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  const { format } = c.req.valid('query');
  return exportResponse(source, { format, fileName: exportFileName(workspace?.name ?? 'workspace', dataset.title, now()), sheet: dataset.title });
});
