import { scorecardLinkBody } from '@/lib/contract/monitoring/scorecards';
import { readBody } from '../../../lib/request-body';
import { createResourceRouter } from '../../../lib/resource-router';
import { parseOr422 } from '../../../lib/validation';
import { requireCompany } from '../../../services/access/company-guard';
import { buildScorecard } from '../../../services/map-cases/build-scorecard';
import { createScorecardLink, listScorecardLinks, revokeScorecardLink } from '../../../services/map-cases/scorecard-links';
import { createScorecardLinkRoute, getScorecardRoute, listScorecardLinksRoute, revokeScorecardLinkRoute, scorecardBodies } from './routes';

/** Retailer scorecards and their published links: members read, admins publish and revoke. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: { ability: 'monitoring' } });
export const scorecardsRouter = router;

route(getScorecardRoute, async (c) => {
  const { companyId, retailerId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  const q = c.req.valid('query');
  const card = await buildScorecard(c.var.deps.db, {
    companyId,
    retailerId,
    brandId: q.brand_id ?? null,
    from: new Date(q.from),
    to: new Date(q.to),
    now: c.var.deps.now(),
  });
  return c.json({ data: card }, 200);
});

route(listScorecardLinksRoute, async (c) => {
  const { companyId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: await listScorecardLinks(c.var.deps.db, companyId, c.req.valid('query').retailer_id) }, 200);
});

route(
  createScorecardLinkRoute,
  async (c) => {
    const { companyId } = c.req.valid('param');
    await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
    const body = parseOr422(scorecardLinkBody, await readBody(c));
    return c.json({ data: await createScorecardLink(c.var.deps.db, companyId, c.var.auth.user.id, body, c.var.deps.now()) }, 201);
  },
  { body: scorecardBodies.createLink },
);

route(revokeScorecardLinkRoute, async (c) => {
  const { companyId, scorecardLinkId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  await revokeScorecardLink(c.var.deps.db, companyId, scorecardLinkId, c.var.deps.now());
  return c.json({ message: 'The link has been revoked.' }, 200);
});
