import { testExtractionBody } from '@/lib/contract/monitoring/test-extraction';
import { parseOr422 } from '../../../lib/validation';
import { requireCompany } from '../../../services/access/company-guard';
import { runTestExtraction } from '../../../services/monitoring/test-extraction/run-test-extraction';
import { readBody } from '../../../lib/request-body';
import { createResourceRouter } from '../../../lib/resource-router';
import { testExtractionBodyDoc, testExtractionRoute } from './routes';

/** `…/monitoring-products/{id}/test-extraction` (our extension): team admins, as for writing a page; access before the body. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: { ability: 'monitoring' } });
export const testExtractionRouter = router;

route(
  testExtractionRoute,
  async (c) => {
    const { companyId, monitoringProductId } = c.req.valid('param');
    const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
    const body = parseOr422(testExtractionBody, await readBody(c));
    return c.json({ data: await runTestExtraction(c.var.deps, access, c.var.auth.user.id, monitoringProductId, body) }, 200);
  },
  { body: testExtractionBodyDoc },
);
