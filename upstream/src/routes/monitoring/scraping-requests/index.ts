import { scrapingRequestBody, scrapingRequestUpdateBody } from '@/lib/contract/monitoring/scraping-requests';
import { parseOr422 } from '../../../lib/validation';
import { requireCompany } from '../../../services/access/company-guard';
import { cancelScrapingRequest } from '../../../services/monitoring/scraping-requests/cancel-scraping-request';
import { createScrapingRequest } from '../../../services/monitoring/scraping-requests/create-scraping-request';
import { deleteScrapingRequest } from '../../../services/monitoring/scraping-requests/delete-scraping-request';
import { getScrapingRequest } from '../../../services/monitoring/scraping-requests/get-scraping-request';
import { listScrapingRequests } from '../../../services/monitoring/scraping-requests/list-scraping-requests';
import { readBody } from '../../../lib/request-body';
import { createResourceRouter } from '../../../lib/resource-router';
import {
  createScrapingRequestRoute,
  deleteScrapingRequestRoute,
  getScrapingRequestRoute,
  listScrapingRequestsRoute,
  scrapingRequestBodies,
  updateScrapingRequestRoute,
} from './routes';

/** `companies/{companyId}/scraping-requests`: team members read, team admins write; access before the body. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: { ability: 'monitoring' } });
export const scrapingRequestsRouter = router;

route(listScrapingRequestsRoute, async (c) => {
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').companyId, 'read');
  return c.json(await listScrapingRequests(c.var.deps.db, access, c.req.valid('query')), 200);
});
route(
  createScrapingRequestRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const access = await requireCompany(deps.db, auth.user.id, c.req.valid('param').companyId, 'write');
    const body = parseOr422(scrapingRequestBody, await readBody(c));
    return c.json({ data: await createScrapingRequest(deps, access, auth.user.id, body) }, 201);
  },
  { body: scrapingRequestBodies.create },
);
route(getScrapingRequestRoute, async (c) => {
  const { companyId, scrapingRequestId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: await getScrapingRequest(c.var.deps.db, access, scrapingRequestId) }, 200);
});
route(
  updateScrapingRequestRoute,
  async (c) => {
    const { companyId, scrapingRequestId } = c.req.valid('param');
    const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
    parseOr422(scrapingRequestUpdateBody, await readBody(c));
    return c.json({ data: await cancelScrapingRequest(c.var.deps, access, scrapingRequestId) }, 200);
  },
  { body: scrapingRequestBodies.update },
);
route(deleteScrapingRequestRoute, async (c) => {
  const { companyId, scrapingRequestId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  await deleteScrapingRequest(c.var.deps.db, access, scrapingRequestId);
  return c.json({ message: 'Scraping request has been deleted.' }, 200);
});
