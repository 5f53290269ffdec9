import { createRouter } from '../../lib/router';
import { searchEverything } from '../../services/search/search-everything';
import { searchRoute } from './routes';

/** `GET search`: the header's search box. */
export const searchRouter = createRouter();

searchRouter.openapi(searchRoute, async (c) => {
  const { q, limit } = c.req.valid('query');
  return c.json({ data: await searchEverything(c.var.deps.db, c.var.auth, { q, limit }) }, 200);
});
