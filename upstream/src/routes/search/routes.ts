import { createRoute } from '@hono/zod-openapi';
import { dataOf } from '@/lib/contract/common';
import { searchQuery, searchResult } from '@/lib/contract/search';
import { bearerSecurity, errorResponses, json } from '../../lib/router';
import { authenticate } from '../../middleware/authenticate';

/**
 * Signed in, but no one area's ability: `access: 'public'` adds no check, so the config brings its
 * own (`authenticate`) and the bearer security of the document.
 */
export const searchRoute = createRoute({
  security: bearerSecurity,
  middleware: [authenticate],
  method: 'get',
  path: '/search',
  description:
    'q (at least 2 characters): case-insensitive "name contains", names starting with q first, then alphabetical. Groups: companies, brands, products, retailers (companies ability), files, insights, meetings, tasks (top-level), each limited to `limit` (default 5, at most 20) and to what the caller may see; a group whose area the token cannot read is empty.',
  request: { query: searchQuery },
  responses: { 200: json(dataOf(searchResult), 'The hits, grouped'), ...errorResponses },
});
