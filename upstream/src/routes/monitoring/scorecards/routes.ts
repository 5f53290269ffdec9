import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, listOf } from '@/lib/contract/common';
import { scorecardLinkBody, scorecardLinkListQuery, scorecardLinkResource, scorecardQuery, scorecardResource } from '@/lib/contract/monitoring/scorecards';
import { deleted, historyErrors, monitoringErrors } from '../../../lib/monitoring-routes';
import { pathId } from '../../../lib/path-ids';
import { jsonDoc } from '../../../lib/resource-router';
import { json } from '../../../lib/router';

const company = z.object({ companyId: pathId });

export const getScorecardRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/scorecards/{retailerId}',
  description:
    'Project addition (issue 35): one retailer over a period (from, to; optional brand_id): share of observed time at or above MAP, in-stock share, price index vs catalogue MSRP (null with a note when no MSRP), rating at start and end, cases opened/closed/open and the median time to compliance; per page and in total. Members read.',
  request: { params: z.object({ companyId: pathId, retailerId: pathId }), query: scorecardQuery },
  responses: { 200: json(dataOf(scorecardResource), 'The scorecard'), ...monitoringErrors },
});

export const listScorecardLinksRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/scorecard-links',
  description: 'Published scorecard links, newest first (at most 100; filter retailer_id); the token is shown only when a link is created. Members read.',
  request: { params: company, query: scorecardLinkListQuery },
  responses: { 200: json(listOf(scorecardLinkResource), 'Links'), ...monitoringErrors },
});

export const createScorecardLinkRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/scorecard-links',
  description:
    'JSON {retailer_id, brand_id?, from, to, expires_in_days (1–90)}: publishes the scorecard read-only at /scorecard/{token} (public-scorecards/{token}); the token is signed and names the retailer: a changed token is 404, an expired or revoked link 410. Admins only.',
  request: { params: company },
  responses: { 201: json(dataOf(scorecardLinkResource), 'Published; `token` and `path` appear only here'), ...historyErrors },
});

export const revokeScorecardLinkRoute = createRoute({
  method: 'delete',
  path: '/companies/{companyId}/scorecard-links/{scorecardLinkId}',
  description: 'Revokes the link at once (it answers 410 from then on). Admins only.',
  request: { params: z.object({ companyId: pathId, scorecardLinkId: pathId }) },
  responses: { 200: deleted('Revoked'), ...monitoringErrors },
});

export const scorecardBodies = { createLink: jsonDoc(scorecardLinkBody) };
