import { createResourceRouter } from '../../../lib/resource-router';
import { openPublicScorecard } from '../../../services/map-cases/scorecard-links';
import { publicScorecardRoute } from './routes';

/** `public-scorecards/{token}`: what a published scorecard link opens; the token is the only credential. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: 'public' });
export const publicScorecardsRouter = router;

route(publicScorecardRoute, async (c) => c.json({ data: await openPublicScorecard(c.var.deps.db, c.req.valid('param').token, c.var.deps.now()) }, 200), {
  textIds: true,
});
