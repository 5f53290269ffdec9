import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody } from '@/lib/contract/common';
import { scorecardResource } from '@/lib/contract/monitoring/scorecards';
import { json } from '../../../lib/router';

export const publicScorecardRoute = createRoute({
  method: 'get',
  path: '/public-scorecards/{token}',
  description:
    'Project addition (issue 35), no sign-in: the scorecard a published link names, read-only, that retailer’s rows only. 404 for a malformed, unknown or altered token; 410 once the link expired or was revoked.',
  request: { params: z.object({ token: z.string().min(1).max(400) }) },
  responses: {
    200: json(dataOf(scorecardResource.extend({ expires_at: z.string() })), 'The published scorecard'),
    404: json(messageBody, 'No such scorecard'),
    410: json(messageBody, 'The link expired or was revoked'),
  },
});
