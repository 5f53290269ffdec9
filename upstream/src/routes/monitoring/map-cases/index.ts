import { mapCaseUpdateBody, noticeDraftBody, sendNoticeBody } from '@/lib/contract/monitoring/map-cases';
import { readBody } from '../../../lib/request-body';
import { createResourceRouter } from '../../../lib/resource-router';
import { parseOr422 } from '../../../lib/validation';
import { requireCompany } from '../../../services/access/company-guard';
import { draftNotice } from '../../../services/map-cases/notice-draft';
import { getMapCase, listMapCases, requireMapCase } from '../../../services/map-cases/present-map-cases';
import { sendNotice } from '../../../services/map-cases/send-notice';
import { updateMapCase } from '../../../services/map-cases/update-map-case';
import { draftNoticeRoute, getMapCaseRoute, listMapCasesRoute, mapCaseBodies, sendNoticeRoute, updateMapCaseRoute } from './routes';

/** `companies/{id}/map-cases`: members read, admins act (draft, send, close, reopen); access before the body. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: { ability: 'monitoring' } });
export const mapCasesRouter = router;

route(listMapCasesRoute, async (c) => {
  const { companyId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json(await listMapCases(c.var.deps.db, companyId, c.req.valid('query')), 200);
});

route(getMapCaseRoute, async (c) => {
  const { companyId, caseId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: await getMapCase(c.var.deps.db, companyId, caseId) }, 200);
});

route(
  updateMapCaseRoute,
  async (c) => {
    const { companyId, caseId } = c.req.valid('param');
    await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
    await requireMapCase(c.var.deps.db, companyId, caseId);
    const body = parseOr422(mapCaseUpdateBody, await readBody(c));
    await updateMapCase(c.var.deps, companyId, caseId, c.var.auth.user.id, body);
    return c.json({ data: await getMapCase(c.var.deps.db, companyId, caseId) }, 200);
  },
  { body: mapCaseBodies.update },
);

route(
  draftNoticeRoute,
  async (c) => {
    const { companyId, caseId } = c.req.valid('param');
    await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
    await requireMapCase(c.var.deps.db, companyId, caseId);
    const body = parseOr422(noticeDraftBody, await readBody(c));
    await draftNotice(c.var.deps, companyId, caseId, { userId: c.var.auth.user.id, abilities: c.var.auth.abilities }, body);
    return c.json({ data: await getMapCase(c.var.deps.db, companyId, caseId) }, 200);
  },
  { body: mapCaseBodies.draft },
);

route(
  sendNoticeRoute,
  async (c) => {
    const { companyId, caseId } = c.req.valid('param');
    await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
    await requireMapCase(c.var.deps.db, companyId, caseId);
    const body = parseOr422(sendNoticeBody, await readBody(c));
    const { notice, replayed } = await sendNotice(
      c.var.deps,
      companyId,
      caseId,
      { userId: c.var.auth.user.id, abilities: c.var.auth.abilities },
      body.idempotency_key,
    );
    return c.json({ data: notice }, replayed ? 200 : 201);
  },
  { body: mapCaseBodies.send },
);
