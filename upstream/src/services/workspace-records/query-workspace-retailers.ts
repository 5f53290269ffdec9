import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { WorkspaceRetailer } from '@/lib/contract/workspace-records';
import type { Db } from '../../db/client';
import {
  companies,
  companyRetailers,
  contacts,
  fileRetailers,
  insights,
  notes,
  retailerCategories,
  retailerProducts,
  reviews,
  users,
  workspaceRetailers,
  workspaces,
} from '../../db/schema';
import { applyWindow } from '../../lib/list-query';
import type { ListWindow } from '../../lib/list-query';
import { uploadUrl } from '../../lib/user-resource';
import { toMemberUser } from '../workspaces/present-workspaces';

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
