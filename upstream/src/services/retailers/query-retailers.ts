import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CrossCompanyRetailer } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { companies, companyRetailers, contacts, retailerCategories, retailerProducts } from '../../db/schema';
import { uploadUrl } from '../../lib/user-resource';
import { applyWindow } from '../../lib/list-query';

export type RetailerQuery = { where: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number };

/** A retailer resource and, for a list's page, the list's total (read-page's `listTotal`). */
export type RetailerRow = { retailer: CrossCompanyRetailer; listTotal: number };

/**
 * Company retailers as the contract's resource (category and company names, product and contact
 * counts), for every list and detail answer. The answer also names the company (`company_name`).
 */
export async function queryRetailers(db: Db, q: RetailerQuery): Promise<CrossCompanyRetailer[]> {
  return (await queryRetailerRows(db, q)).map((row) => row.retailer);
}

/** queryRetailers with a list's total column selected beside each row (lib/read-page). */
export async function queryRetailerRows(db: Db, q: RetailerQuery & { listTotal?: SQL<number> }): Promise<RetailerRow[]> {
  const rows = await applyWindow(
    db
      .select({
        r: companyRetailers,
        companyName: companies.name,
        categoryName: retailerCategories.name,
        productsCount: sql<number>`(select count(*) from ${retailerProducts} where ${retailerProducts.companyRetailerId} = ${companyRetailers.id})`.mapWith(
          Number,
        ),
        contactsCount: sql<number>`(select count(*) from ${contacts} where ${contacts.companyRetailerId} = ${companyRetailers.id})`.mapWith(Number),
        listTotal: q.listTotal ?? sql<number>`0`.mapWith(Number),
      })
      .from(companyRetailers)
      .innerJoin(companies, eq(companies.id, companyRetailers.companyId))
      .leftJoin(retailerCategories, eq(retailerCategories.id, companyRetailers.categoryId))
      .where(q.where)
      .$dynamic(),
    q,
  );
  return rows.map(({ r, companyName, categoryName, productsCount, contactsCount, listTotal }) => ({
    listTotal,
    retailer: {
      id: r.id,
      company_id: r.companyId,
      company_name: companyName,
      directory_retailer_id: r.directoryRetailerId,
      category_id: r.categoryId,
      category_name: categoryName,
      name: r.name,
      website: r.website,
      description: r.description,
      locations: r.locations,
      image: uploadUrl(r.image),
      products_count: productsCount,
      contacts_count: contactsCount,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    },
  }));
}
