import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PaginationQuery } from '@/lib/contract/common';
import type { WorkspaceRecordListQuery, WorkspaceRetailer } from '@/lib/contract/workspace-records';
import type { Db } from '../../db/client';
import {
  companies,
  companyRetailers,
  contacts,
  fileRetailers,
  insights,
  notes,
  products,
  retailerCategories,
  retailerProducts,
  reviews,
  users,
  workspaceBrands,
  workspaceProducts,
  workspaceRetailers,
  workspaces,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ListWindow } from '../../lib/list-query';
import { applyWindow, nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { uploadUrl } from '../../lib/user-resource';
import { queryContacts } from '../contacts/read-contacts';
import { queryRetailerProducts } from '../retailers/read-retailer-products';
import { queryReviews } from '../reviews/read-reviews';
import { toMemberUser } from '../workspaces/present-workspaces';
import { idsFilter, withinDays } from './read-workspace-records';

const countOf = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/**
 * Workspace retailers as the contract's resource: the company retailer's fields, its workspace and
 * company names, who brought it in, and the counts the retailer screens show (one query per page).
 */
export async function queryWorkspaceRetailers(db: Db, q: ListWindow & { where: SQL | undefined }): Promise<WorkspaceRetailer[]> {
  const wrId = workspaceRetailers.id;
  const crId = companyRetailers.id;
  const rows = await applyWindow(
    db
      .select({
        wr: workspaceRetailers,
        cr: companyRetailers,
        workspaceName: workspaces.name,
        companyName: companies.name,
        categoryName: retailerCategories.name,
        creator: users,
        notesCount: countOf(sql`select count(*) from ${notes} where ${notes.workspaceRetailerId} = ${wrId}`),
        filesCount: countOf(sql`select count(*) from ${fileRetailers} where ${fileRetailers.workspaceRetailerId} = ${wrId}`),
        insightsCount: countOf(sql`select count(*) from ${insights} where ${insights.workspaceRetailerId} = ${wrId}`),
        contactsCount: countOf(sql`select count(*) from ${contacts} where ${contacts.companyRetailerId} = ${crId}`),
        productsCount: countOf(sql`select count(*) from ${retailerProducts} where ${retailerProducts.companyRetailerId} = ${crId}`),
        reviewsCount: countOf(sql`select count(*) from ${reviews} where ${reviews.companyRetailerId} = ${crId}`),
      })
      .from(workspaceRetailers)
      .innerJoin(companyRetailers, eq(crId, workspaceRetailers.companyRetailerId))
      .innerJoin(workspaces, eq(workspaces.id, workspaceRetailers.workspaceId))
      .innerJoin(companies, eq(companies.id, companyRetailers.companyId))
      .leftJoin(retailerCategories, eq(retailerCategories.id, companyRetailers.categoryId))
      .leftJoin(users, eq(users.id, workspaceRetailers.createdBy))
      .where(q.where)
      .$dynamic(),
    q,
  );
  return rows.map((r) => ({
    id: r.wr.id,
    workspace_id: r.wr.workspaceId,
    workspace_name: r.workspaceName,
    company_id: r.cr.companyId,
    company_name: r.companyName,
    company_retailer_id: r.cr.id,
    directory_retailer_id: r.cr.directoryRetailerId,
    name: r.cr.name,
    image: uploadUrl(r.cr.image),
    category_name: r.categoryName,
    website: r.cr.website,
    description: r.cr.description,
    locations: r.cr.locations,
    notes_count: r.notesCount,
    files_count: r.filesCount,
    insights_count: r.insightsCount,
    contacts_count: r.contactsCount,
    products_count: r.productsCount,
    reviews_count: r.reviewsCount,
    created_by: r.creator ? toMemberUser(r.creator) : null,
    created_at: r.wr.createdAt.toISOString(),
  }));
}

/** One workspace retailer under its workspace's path; one of another workspace is a 404 here. */
export async function getWorkspaceRetailer(db: Db, workspaceId: number, id: number): Promise<WorkspaceRetailer> {
  const [found] = await queryWorkspaceRetailers(db, { where: and(eq(workspaceRetailers.id, id), eq(workspaceRetailers.workspaceId, workspaceId)) });
  if (!found) throw notFound('Retailer');
  return found;
}

/** Retailers that list one of these workspace products (through the company retailer's products). */
function carriesProducts(db: Db, workspaceProductIds: number[] | undefined) {
  if (!workspaceProductIds?.length) return undefined;
  return inArray(
    companyRetailers.id,
    db
      .select({ id: retailerProducts.companyRetailerId })
      .from(retailerProducts)
      .innerJoin(workspaceProducts, eq(workspaceProducts.productId, retailerProducts.productId))
      .where(inArray(workspaceProducts.id, workspaceProductIds)),
  );
}

/** Retailers that list a product of one of these workspace brands. */
function carriesBrands(db: Db, workspaceBrandIds: number[] | undefined) {
  if (!workspaceBrandIds?.length) return undefined;
  return inArray(
    companyRetailers.id,
    db
      .select({ id: retailerProducts.companyRetailerId })
      .from(retailerProducts)
      .innerJoin(products, eq(products.id, retailerProducts.productId))
      .innerJoin(workspaceBrands, eq(workspaceBrands.brandId, products.brandId))
      .where(inArray(workspaceBrands.id, workspaceBrandIds)),
  );
}

/** The WHERE of the workspace retailers list (and its export); `company_retailers` is joined. */
export function workspaceRetailerListWhere(
  db: Db,
  workspaceIds: number[],
  query: Omit<WorkspaceRecordListQuery, 'page' | 'per_page' | 'sort'>,
): SQL | undefined {
  return and(
    inArray(workspaceRetailers.workspaceId, workspaceIds),
    idsFilter(workspaceRetailers.id, query.retailer_ids),
    carriesProducts(db, query.product_ids),
    carriesBrands(db, query.brand_ids),
    nameFilter(companyRetailers.name, query.search),
    ...withinDays(workspaceRetailers.createdAt, query.date_from, query.date_to),
  );
}

/**
 * The workspace retailers of `workspaceIds` (already reduced to what the caller may see), with the
 * global filters: `retailer_ids`, `brand_ids`/`product_ids` (retailers carrying them), the days it
 * was added, `search` by name. Paged; sorted by name or when it was added.
 */
export async function listWorkspaceRetailers(db: Db, workspaceIds: number[], query: WorkspaceRecordListQuery) {
  const { page, per_page } = query;
  if (workspaceIds.length === 0) return paged([], 0, page, per_page);
  const where = workspaceRetailerListWhere(db, workspaceIds, query);
  const [{ n }] = await db
    .select({ n: count() })
    .from(workspaceRetailers)
    .innerJoin(companyRetailers, eq(companyRetailers.id, workspaceRetailers.companyRetailerId))
    .where(where);
  const orderBy = orderFor(query.sort, { name: companyRetailers.name, createdAt: workspaceRetailers.createdAt, id: workspaceRetailers.id });
  const data = await queryWorkspaceRetailers(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}

/** A 404 unless `workspaceRetailerId` is a retailer of `workspaceId`: one of another workspace is unknown here. */
export async function requireWorkspaceRetailerId(db: Db, workspaceId: number, workspaceRetailerId: number): Promise<void> {
  const [retailer] = await db
    .select({ id: workspaceRetailers.id })
    .from(workspaceRetailers)
    .where(and(eq(workspaceRetailers.id, workspaceRetailerId), eq(workspaceRetailers.workspaceId, workspaceId)))
    .limit(1);
  if (!retailer) throw notFound('Retailer');
}

/** The company retailer behind a workspace retailer of this workspace (404 for one of another workspace). */
export async function companyRetailerOf(db: Db, workspaceId: number, workspaceRetailerId: number): Promise<number> {
  const [row] = await db
    .select({ id: workspaceRetailers.companyRetailerId })
    .from(workspaceRetailers)
    .where(and(eq(workspaceRetailers.id, workspaceRetailerId), eq(workspaceRetailers.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw notFound('Retailer');
  return row.id;
}

/** `GET …/retailers/{id}/contacts`: the company retailer's contacts, by name. */
export async function listRetailerContacts(db: Db, companyRetailerId: number, { page, per_page }: PaginationQuery) {
  const where = eq(contacts.companyRetailerId, companyRetailerId);
  const [{ n }] = await db.select({ n: count() }).from(contacts).where(where);
  const orderBy = [asc(sql`lower(${contacts.firstName})`), asc(sql`lower(coalesce(${contacts.lastName}, ''))`), asc(contacts.id)];
  return paged(await queryContacts(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) }), n, page, per_page);
}

/** `GET …/retailers/{id}/products`: the products the company retailer lists, by product name. */
export async function listRetailerProducts(db: Db, companyRetailerId: number, { page, per_page }: PaginationQuery) {
  const where = eq(retailerProducts.companyRetailerId, companyRetailerId);
  const [{ n }] = await db.select({ n: count() }).from(retailerProducts).where(where);
  const orderBy = [asc(sql`lower(${products.name})`), asc(retailerProducts.id)];
  return paged(await queryRetailerProducts(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) }), n, page, per_page);
}

/** `GET …/retailers/{id}/reviews`: reviews of the company retailer, newest first (by review date, else when recorded). */
export async function listRetailerReviews(db: Db, companyRetailerId: number, { page, per_page }: PaginationQuery) {
  const where = eq(reviews.companyRetailerId, companyRetailerId);
  const [{ n }] = await db.select({ n: count() }).from(reviews).where(where);
  const orderBy = [desc(sql`coalesce(${reviews.reviewedAt}, ${reviews.createdAt})`), desc(reviews.id)];
  return paged(await queryReviews(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) }), n, page, per_page);
}
