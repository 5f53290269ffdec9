import { count } from 'drizzle-orm';
import type { ContentFilterQuery } from '@/lib/contract/content-common';
import type { Insight } from '@/lib/contract/insights';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { insights } from '../../db/schema';
import { orderKeysFor } from '../../lib/list-query';
import { inPageOrder, pageWindow } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import { scopeWorkspaceIds } from '../access/content-guard';
import { insightConditions } from './insight-conditions';
import { presentInsights } from './present-insights';

/**
 * `GET insights`: the insights of the workspaces in scope (the requested ones the reader can see,
 * or all of theirs), filtered and paged. `within` replaces the scope for lists already authorized
 * by the caller (a workspace retailer's insights).
 */
export async function listInsights(db: Db, userId: number, query: ContentFilterQuery, within?: number[]): Promise<{ data: Insight[]; meta: PageMeta }> {
  const scope = within ?? (await scopeWorkspaceIds(db, userId, query.workspace_ids));
  if (scope.length === 0) return paged([], 0, query.page, query.per_page);
  const where = insightConditions(db, scope, query);
  const [{ total }] = await db.select({ total: count() }).from(insights).where(where);
  const window = pageWindow(orderKeysFor(query.sort, insights), Number(total), query.page, query.per_page);
  const rows = inPageOrder(await db.select().from(insights).where(where).orderBy(...window.orderBy).limit(window.limit).offset(window.offset), window);
  return paged(await presentInsights(db, userId, rows), Number(total), query.page, query.per_page);
}
