import { reportBody, reportUpdateBody } from '@/lib/contract/monitoring/reports';
import { AppError } from '../../../lib/errors';
import { parseOr422 } from '../../../lib/validation';
import { createReport } from '../../../services/monitoring/reports/create-report';
import { deleteReport } from '../../../services/monitoring/reports/delete-report';
import { listReports } from '../../../services/monitoring/reports/list-reports';
import { regenerateReport } from '../../../services/monitoring/reports/regenerate-report';
import { requireReport } from '../../../services/monitoring/reports/require-report';
import { toReportResource } from '../../../services/monitoring/reports/to-report-resource';
import { readBody } from '../../../lib/request-body';
import { createResourceRouter } from '../../../lib/resource-router';
import { productScope } from '../../../lib/monitoring-routes';
import { createReportRoute, deleteReportRoute, getReportRoute, listReportsRoute, reportBodies, reportContentsRoute, updateReportRoute } from './routes';

/** `.../monitoring-products/{id}/reports`: members read, admins create, regenerate and delete; access before the body. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: { ability: 'monitoring' } });
export const monitoringReportsRouter = router;

route(listReportsRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'read');
  return c.json(await listReports(c.var.deps.db, product.id, c.req.valid('query')), 200);
});

route(
  createReportRoute,
  async (c) => {
    const { product } = await productScope(c, c.req.valid('param'), 'write');
    const body = parseOr422(reportBody, await readBody(c));
    return c.json({ data: await createReport(c.var.deps, product.id, c.var.auth.user.id, body) }, 202);
  },
  { body: reportBodies.create },
);

route(getReportRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'read');
  return c.json({ data: toReportResource(await requireReport(c.var.deps.db, product.id, c.req.valid('param').reportId)) }, 200);
});

route(
  updateReportRoute,
  async (c) => {
    const { product } = await productScope(c, c.req.valid('param'), 'write');
    const { reportId } = c.req.valid('param');
    await requireReport(c.var.deps.db, product.id, reportId);
    const body = parseOr422(reportUpdateBody, await readBody(c));
    return c.json({ data: await regenerateReport(c.var.deps, product.id, reportId, body) }, 202);
  },
  { body: reportBodies.update },
);

route(deleteReportRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'write');
  await deleteReport(c.var.deps.db, product.id, c.req.valid('param').reportId);
  return c.json({ message: 'Report has been deleted.' }, 200);
});

route(reportContentsRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'read');
  const report = await requireReport(c.var.deps.db, product.id, c.req.valid('param').reportId);
  if (report.status === 'failed') throw new AppError('CONFLICT', report.error ?? 'The report could not be generated.');
  if (report.status === 'generating' || !report.contents) return c.json({ message: 'The report is being generated.' }, 202);
  return c.json({ data: report.contents }, 200);
});
