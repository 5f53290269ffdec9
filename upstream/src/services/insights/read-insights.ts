import type { SQL } from 'drizzle-orm';
import { and, eq, exists, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { ContentFilterQuery } from '@/lib/contract/content-common';
import type { Insight, InsightDetail } from '@/lib/contract/insights';
import type { Db } from '../../db/client';
import { companyRetailers, insights, insightWorkspaces, workspaceBrands, workspaceProducts, workspaceRetailers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { nameFilter, onlyScoped, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import { countedTotal, countOf, narrowed, readPage } from '../../lib/read-page';
import { laravelMessage } from '../../lib/validation';
import type { InsightAccess } from '../access/content-guard';
import { scopeWorkspaceIds } from '../access/content-guard';
import { presentDiscussions } from '../discussions/present-discussions';
import { requireWorkspaceRetailerId } from '../workspace-records/read-workspace-retailers';
import type { WorkspaceViewer } from '../workspace-records/read-workspace-records';
import { presentInsights } from './present-insights';

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

/**
 * `GET insights/{id}` (`access`: the handler's requireInsight 'read'): the record with its resources
 * and its discussions (comments oldest first).
 */
export async function getInsight(db: Db, access: InsightAccess, userId: number): Promise<InsightDetail> {
  const { row, canEdit } = access;
  const insightId = row.id;
  const [[insight], discussions] = await Promise.all([
    presentInsights(db, userId, [row]),
    presentDiscussions(db, userId, { insightId, canEditSubject: canEdit }),
  ]);
  return { ...insight, discussions };
}

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

/**
 * `GET workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}/insights`: the insights about
 * one workspace retailer, as seen from that workspace (readers of the workspace; a retailer of
 * another workspace is 404). The other global filters still apply; `workspace_ids` and
 * `retailer_ids` are fixed by the path. `viewer` is the handler's requireWorkspaceViewer 'read'.
 */
export async function listRetailerInsights(
  db: Db,
  viewer: WorkspaceViewer,
  workspaceRetailerId: number,
  query: ContentFilterQuery,
): Promise<{ data: Insight[]; meta: PageMeta }> {
  const { userId } = viewer;
  const workspaceId = viewer.ws.id;
  await requireWorkspaceRetailerId(db, workspaceId, workspaceRetailerId);
  return listInsights(db, userId, { ...query, workspace_ids: undefined, retailer_ids: [workspaceRetailerId] }, [workspaceId]);
}

export type InsightLinks = { retailerId: number | null; location: string | null; brandId: number | null; productId: number | null };

/**
 * The retailer, brand and product of an insight must be workspace records of one of its
 * workspaces, and its retailer location one of that retailer's company locations. Every wrong field
 * is reported at once, as a 422 naming the contract's fields.
 */
export async function assertInsightLinks(db: Db, workspaceIds: number[], links: InsightLinks): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (links.retailerId !== null) {
    const [retailer] = await db
      .select({ locations: companyRetailers.locations })
      .from(workspaceRetailers)
      .innerJoin(companyRetailers, eq(companyRetailers.id, workspaceRetailers.companyRetailerId))
      .where(and(eq(workspaceRetailers.id, links.retailerId), inArray(workspaceRetailers.workspaceId, workspaceIds)))
      .limit(1);
    if (!retailer) errors.workspace_company_retailer_id = ['The selected retailer is invalid.'];
    else if (links.location !== null && !retailer.locations.includes(links.location))
      errors.retailer_location = ["The retailer location must be one of the retailer's locations."];
  } else if (links.location !== null) {
    errors.retailer_location = ['The retailer location needs a retailer.'];
  }
  if (links.brandId !== null) {
    const [brand] = await db
      .select({ id: workspaceBrands.id })
      .from(workspaceBrands)
      .where(and(eq(workspaceBrands.id, links.brandId), inArray(workspaceBrands.workspaceId, workspaceIds)))
      .limit(1);
    if (!brand) errors.workspace_company_brand_id = ['The selected brand is invalid.'];
  }
  if (links.productId !== null) {
    const [product] = await db
      .select({ id: workspaceProducts.id })
      .from(workspaceProducts)
      .where(and(eq(workspaceProducts.id, links.productId), inArray(workspaceProducts.workspaceId, workspaceIds)))
      .limit(1);
    if (!product) errors.workspace_company_product_id = ['The selected product is invalid.'];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', laravelMessage(errors), { errors });
}
