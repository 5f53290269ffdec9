import { createRoute } from '@hono/zod-openapi';
import { dataOf } from '@/lib/contract/common';
import { searchQuery, searchResult } from '@/lib/contract/search';
import { errorResponses, json } from '../../lib/router';

export const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  description:
    'q (at least 2 characters): case-insensitive "name contains", names starting with q first, then alphabetical. Groups: companies, brands, products, retailers (companies ability), files, insights, meetings, tasks (top-level), each limited to `limit` (default 5, at most 20) and to what the caller may see; a group whose area the token cannot read is empty.',
  request: { query: searchQuery },
  responses: { 200: json(dataOf(searchResult), 'The hits, grouped'), ...errorResponses },
});
