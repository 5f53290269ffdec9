import { pageBody, pageUpdateBody } from '@/lib/contract/monitoring/pages';
import { parseOr422 } from '../../../lib/validation';
import { requireCompany } from '../../../services/access/company-guard';
import { createPage } from '../../../services/monitoring/pages/create-page';
import { deletePage } from '../../../services/monitoring/pages/delete-page';
import { getPage } from '../../../services/monitoring/pages/get-page';
import { listPages } from '../../../services/monitoring/pages/list-pages';
import { updatePage } from '../../../services/monitoring/pages/update-page';
import { readBody } from '../../../lib/request-body';
import { createResourceRouter } from '../../../lib/resource-router';
import { createPageRoute, deletePageRoute, getPageRoute, listPagesRoute, updatePageRoute, pageBodies } from './routes';

/** `…/monitoring-products/{id}/pages`: team members read, team admins write; access before the body. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: { ability: 'monitoring' } });
export const monitoringPagesRouter = router;

route(listPagesRoute, async (c) => {
  const { companyId, monitoringProductId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json(await listPages(c.var.deps.db, access, monitoringProductId, c.req.valid('query')), 200);
});
route(
  createPageRoute,
  async (c) => {
    const { companyId, monitoringProductId } = c.req.valid('param');
    const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
    const body = parseOr422(pageBody, await readBody(c));
    return c.json({ data: await createPage(c.var.deps, access, monitoringProductId, body) }, 201);
  },
  { body: pageBodies.create },
);
route(getPageRoute, async (c) => {
  const { companyId, monitoringProductId, pageId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: await getPage(c.var.deps.db, access, monitoringProductId, pageId) }, 200);
});
route(
  updatePageRoute,
  async (c) => {
    const { companyId, monitoringProductId, pageId } = c.req.valid('param');
    const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
    const sent = await readBody(c);
    return c.json({ data: await updatePage(c.var.deps, access, monitoringProductId, pageId, parseOr422(pageUpdateBody, sent), sent) }, 200);
  },
  { body: pageBodies.update },
);
route(deletePageRoute, async (c) => {
  const { companyId, monitoringProductId, pageId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  await deletePage(c.var.deps.db, access, monitoringProductId, pageId);
  return c.json({ message: 'Page has been deleted.' }, 200);
});
