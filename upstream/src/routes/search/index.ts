import { createResourceRouter } from '../../lib/resource-router';
import { authenticate } from '../../middleware/authenticate';
import { searchEverything } from '../../services/search/search-everything';
import { searchRoute } from './routes';

/**
 * `GET search`: the header's search box. Signed in with any ability: each group is limited to the
 * areas the token may read.
 */
const { router, route } = createResourceRouter({ tag: 'search', access: { authenticate } });
export const searchRouter = router;

route(searchRoute, async (c) => {
  const { q, limit } = c.req.valid('query');
  return c.json({ data: await searchEverything(c.var.deps.db, c.var.auth, { q, limit }) }, 200);
});
