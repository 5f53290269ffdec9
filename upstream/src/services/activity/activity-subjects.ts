import { matchedRoutes } from 'hono/route';
import type { Context } from 'hono';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';
import type { AppEnv } from '../../app-env';
import { pathId } from '../../lib/path-ids';

/**
 * Which table a route's id names, by the path segment before it and the parameter's name
 * (`tasks/{taskId}`). The same name means different records under different parents
 * (`companies/…/retailers/{retailerId}` is a company's retailer, `workspaces/…/retailers/
 * {workspaceCompanyRetailerId}` a workspace's), so the key is the pair. An id not listed still gets
 * its type and id in the activity, without the record's name, scope and changed fields.
 */
export const SUBJECT_TABLES: Record<string, PgTable> = {
  'brands/{brandId}': schema.brands,
  'brands/{workspaceBrandId}': schema.workspaceBrands,
  'categories/{categoryId}': schema.retailerCategories,
  'comment/{commentId}': schema.discussionComments,
  'companies/{companyId}': schema.companies,
  'contacts/{contactId}': schema.contacts,
  'discussions/{discussionId}': schema.discussions,
  'distributors/{distributorId}': schema.companyDistributors,
  'files/{fileId}': schema.files,
  'goal/{goalId}': schema.meetingGoals,
  'images/{imageId}': schema.productImages,
  'insights/{insightId}': schema.insights,
  'master-distributors/{distributorId}': schema.masterDistributors,
  'master-partners/{partnerId}': schema.masterPartners,
  'meetings/{meetingId}': schema.meetings,
  'monitoring-products/{monitoringProductId}': schema.monitoringProducts,
  'notes/{noteId}': schema.notes,
  'pages/{pageId}': schema.monitoringPages,
  'partners/{partnerId}': schema.companyPartners,
  'pending-resources/{insightResourceId}': schema.insightResources,
  'products/{productId}': schema.products,
  'products/{retailerProductId}': schema.retailerProducts,
  'products/{workspaceProductId}': schema.workspaceProducts,
  'reports/{reportId}': schema.monitoringReports,
  'resources/{insightResourceId}': schema.insightResources,
  'retailers/{retailerId}': schema.companyRetailers,
  'retailers/{workspaceCompanyRetailerId}': schema.workspaceRetailers,
  'reviews/{reviewId}': schema.reviews,
  'tasks/{taskId}': schema.tasks,
  'team/{teamId}': schema.teams,
  'teams/{teamId}': schema.teams,
  'topic/{topicId}': schema.meetingTopics,
  'variations/{variationId}': schema.monitoringVariations,
  'version/{versionId}': schema.fileVersions,
  'versions/{versionId}': schema.fileVersions,
  'workspaces/{workspaceId}': schema.workspaces,
};

export type RouteMatch = {
  /** As in the route table and the authorization matrix: `PATCH tasks/{taskId}`. */
  route: string;
  params: Record<string, string>;
  /** The last literal segment and the deepest id after it, e.g. `tasks` and `taskId` (null: none). */
  deepest: { segment: string; param: string; key: string } | null;
};

/**
 * The route a write request matched and its parameters, read from the route's pattern and the
 * request path segment by segment (a middleware sees only its own parameters through `c.req.param`).
 * Null when no route of this method matched (a 404), which then records nothing.
 */
export function matchRoute(c: Context<AppEnv>): RouteMatch | null {
  const handler = matchedRoutes(c).findLast((r) => r.method === c.req.method);
  if (!handler?.path.startsWith('/api/')) return null;
  const pattern = handler.path.slice('/api/'.length).split('/');
  const actual = c.req.path.slice('/api/'.length).split('/');
  const params: Record<string, string> = {};
  const shape: string[] = [];
  let deepest: RouteMatch['deepest'] = null;
  pattern.forEach((part, i) => {
    const name = /^:([A-Za-z0-9_]+)/.exec(part)?.[1];
    if (!name) {
      shape.push(part);
      return;
    }
    params[name] = decodeURIComponent(actual[i] ?? '');
    shape.push(`{${name}}`);
    if (i > 0 && !pattern[i - 1].startsWith(':')) deepest = { segment: pattern[i - 1], param: name, key: `${pattern[i - 1]}/{${name}}` };
  });
  return { route: `${c.req.method} ${shape.join('/')}`, params, deepest };
}

/** A route parameter as a record id, by the routes' own rule (`pathId`), else null (not looked up). */
export function idOf(value: string | undefined): number | null {
  const id = pathId.safeParse(value);
  return id.success ? id.data : null;
}
