import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ContentFilterQuery } from '@/lib/contract/content-common';
import type { Db } from '../../db/client';
import { insights, insightWorkspaces } from '../../db/schema';
import { nameFilter } from '../../lib/list-query';

/** The day an insight counts for in the date filter: its applicable date, else its creation day (UTC). */
const insightDay = sql`coalesce(${insights.applicableDate}, (${insights.createdAt} at time zone 'UTC')::date)`;

/**
 * The WHERE of an insight list: shared with one of `workspaceIds` (already narrowed to what the
 * reader can see), then section 2's global filters. Retailer, brand and product ids are workspace
 * record ids; the search looks in the name and the summary, case-insensitively, wildcards escaped.
 */
export function insightConditions(db: Db, workspaceIds: number[], q: Omit<ContentFilterQuery, 'page' | 'per_page' | 'sort'>): SQL | undefined {
  const inScope = exists(
    db
      .select({ one: sql`1` })
      .from(insightWorkspaces)
      .where(and(eq(insightWorkspaces.insightId, insights.id), inArray(insightWorkspaces.workspaceId, workspaceIds))),
  );
  const search = q.search ? or(nameFilter(insights.name, q.search), nameFilter(insights.summary, q.search)) : undefined;
  return and(
    inScope,
    q.retailer_ids?.length ? inArray(insights.workspaceRetailerId, q.retailer_ids) : undefined,
    q.brand_ids?.length ? inArray(insights.workspaceBrandId, q.brand_ids) : undefined,
    q.product_ids?.length ? inArray(insights.workspaceProductId, q.product_ids) : undefined,
    q.category ? eq(insights.category, q.category) : undefined,
    q.date_from ? sql`${insightDay} >= ${q.date_from}::date` : undefined,
    q.date_to ? sql`${insightDay} <= ${q.date_to}::date` : undefined,
    search,
  );
}
