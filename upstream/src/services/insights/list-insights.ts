import { getTableColumns } from 'drizzle-orm';
import type { ContentFilterQuery } from '@/lib/contract/content-common';
import type { Insight } from '@/lib/contract/insights';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { insights } from '../../db/schema';
import { onlyScoped, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import { countOf, countedTotal, narrowed, readPage } from '../../lib/read-page';
import { scopeWorkspaceIds } from '../access/content-guard';
import { insightConditions } from './insight-conditions';
import { presentInsights } from './present-insights';

/**
 * `GET insights`: the insights of the workspaces in scope (the requested ones the reader can see,
 * or all of theirs), filtered and paged. `within` replaces the scope for lists already authorized
 * by the caller (a workspace retailer's insights). One workspace's unfiltered total is its
 * list_counts row (an insight shared with several workspaces of a wider scope is counted instead).
 */
export async function listInsights(db: Db, userId: number, query: ContentFilterQuery, within?: number[]): Promise<{ data: Insight[]; meta: PageMeta }> {
  const scope = within ?? (await scopeWorkspaceIds(db, userId, query.workspace_ids));
  if (scope.length === 0) return paged([], 0, query.page, query.per_page);
  const where = insightConditions(db, scope, query);
  const count = scope.length === 1 && onlyScoped(query) ? countedTotal('insights', scope) : countOf(insights, where);
  const search = query.search?.trim() ? { table: insights, where } : undefined;
  const { rows, total } = await readPage(
    db,
    { keys: orderKeysFor(query.sort, insights), page: query.page, perPage: query.per_page, count, search },
    (window, listTotal, only) =>
      db
        .select({ ...getTableColumns(insights), listTotal })
        .from(insights)
        .where(narrowed(where, only))
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
  );
  return paged(await presentInsights(db, userId, rows), total, query.page, query.per_page);
}
