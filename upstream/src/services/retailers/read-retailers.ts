import type { SQL } from 'drizzle-orm';
import { and, asc, count, eq, inArray, isNotNull, max, min, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CrossCompanyRetailer,
  crossRetailerListQuery,
  LinkedRetailerGroup,
  linkedRetailersQuery,
  RetailerDates,
  retailerListQuery,
} from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { companies, companyRetailers, contacts, directoryRetailers, retailerCategories, retailerProducts } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { fitsInteger } from '../../lib/fits-integer';
import { applyWindow, nameFilter, orderFor, orderKeysFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { countedTotal, countOf, narrowed, readPage } from '../../lib/read-page';
import { uploadUrl } from '../../lib/user-resource';
import { laravelMessage } from '../../lib/validation';
import { visibleCompanyIds } from '../access/company-guard';

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

/**
 * The condition "a retailer of a company the caller can see" (optionally of one company), or null
 * when that is nothing at all (no visible company, or `companyId` not among them).
 */
export async function visibleRetailerScope(db: Db, userId: number, companyId?: number): Promise<SQL | null> {
  const ids = await visibleCompanyIds(db, userId);
  if (companyId !== undefined) return ids.includes(companyId) ? eq(companyRetailers.companyId, companyId) : null;
  return ids.length ? inArray(companyRetailers.companyId, ids) : null;
}

/** Confirms the retailer belongs to this company (404 otherwise) without loading its resource. */
export async function findRetailerId(db: Db, companyId: number, retailerId: number): Promise<number> {
  const [row] = await db
    .select({ id: companyRetailers.id })
    .from(companyRetailers)
    .where(and(eq(companyRetailers.id, retailerId), eq(companyRetailers.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('Retailer');
  return row.id;
}

/** One retailer of this company; a retailer of another company is a 404 under this path. */
export async function getRetailer(db: Db, companyId: number, retailerId: number): Promise<CrossCompanyRetailer> {
  const [retailer] = await queryRetailers(db, { where: and(eq(companyRetailers.id, retailerId), eq(companyRetailers.companyId, companyId)) });
  if (!retailer) throw notFound('Retailer');
  return retailer;
}

/** `GET companies/{id}/retailers`: paged, searched and sorted by name; `category_id` narrows to one category. */
/** The WHERE of the retailers list (and its export): the company's retailers, of one category, searched by name. */
export function retailerListWhere(companyId: number, query: Pick<z.infer<typeof retailerListQuery>, 'search' | 'category_id'>): SQL | undefined {
  return and(
    eq(companyRetailers.companyId, companyId),
    query.category_id === undefined ? undefined : eq(companyRetailers.categoryId, query.category_id),
    nameFilter(companyRetailers.name, query.search),
  );
}

export async function listRetailers(db: Db, companyId: number, query: z.infer<typeof retailerListQuery>) {
  const { page, per_page, search, sort, category_id } = query;
  const where = retailerListWhere(companyId, { search, category_id });
  const count = search?.trim() || category_id !== undefined ? countOf(companyRetailers, where) : countedTotal('company_retailers', [companyId]);
  const keys = orderKeysFor(sort, companyRetailers);
  const searched = search?.trim() ? { table: companyRetailers, where } : undefined;
  const { rows, total } = await readPage(db, { keys, page, perPage: per_page, count, search: searched }, (window, listTotal, only) =>
    queryRetailerRows(db, { where: narrowed(where, only), ...window, listTotal }),
  );
  return paged(
    rows.map((row) => row.retailer),
    total,
    page,
    per_page,
  );
}

/** `GET companies/retailers`: every retailer of the caller's visible companies, paged like a catalogue list. */
export async function listCrossCompanyRetailers(db: Db, userId: number, query: z.infer<typeof crossRetailerListQuery>) {
  const { page, per_page, search, sort, company_id } = query;
  const scope = await visibleRetailerScope(db, userId, company_id);
  if (!scope) return paged([], 0, page, per_page);
  const where = and(scope, nameFilter(companyRetailers.name, search));
  const [{ n }] = await db.select({ n: count() }).from(companyRetailers).where(where);
  const data = await queryRetailers(db, { where, orderBy: orderFor(sort, companyRetailers), limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}

/**
 * `GET companies/retailers/linked`: the caller's company retailers that are linked to a shared
 * directory entry, one group per entry (ordered by the entry's name), each with how many distinct
 * companies carry it and its retailers by company name. `search` filters the entry's name.
 */
export async function listLinkedRetailers(db: Db, userId: number, query: z.infer<typeof linkedRetailersQuery>): Promise<LinkedRetailerGroup[]> {
  const scope = await visibleRetailerScope(db, userId, query.company_id);
  if (!scope) return [];
  const named = nameFilter(directoryRetailers.name, query.search);
  const where = and(
    scope,
    isNotNull(companyRetailers.directoryRetailerId),
    named ? inArray(companyRetailers.directoryRetailerId, db.select({ id: directoryRetailers.id }).from(directoryRetailers).where(named)) : undefined,
  );
  const retailers = await queryRetailers(db, { where, orderBy: [asc(companies.name), asc(companyRetailers.name), asc(companyRetailers.id)] });
  const entryIds = [...new Set(retailers.map((r) => r.directory_retailer_id as number))];
  if (entryIds.length === 0) return [];
  const entries = await db
    .select({ id: directoryRetailers.id, name: directoryRetailers.name })
    .from(directoryRetailers)
    .where(inArray(directoryRetailers.id, entryIds))
    .orderBy(asc(directoryRetailers.name), asc(directoryRetailers.id));
  return entries.map((entry) => {
    const members = retailers.filter((r) => r.directory_retailer_id === entry.id);
    return { directory_retailer_id: entry.id, name: entry.name, companies_count: new Set(members.map((r) => r.company_id)).size, retailers: members };
  });
}

/**
 * `GET companies/retailers/company-retailer?directory_retailer_id=`: the caller's company retailers
 * linked to that directory entry (one per company at most), by company name; empty when none.
 */
export async function findCompanyRetailersByDirectory(db: Db, userId: number, directoryRetailerId: number): Promise<CrossCompanyRetailer[]> {
  const scope = await visibleRetailerScope(db, userId);
  if (!scope) return [];
  return queryRetailers(db, {
    where: and(scope, eq(companyRetailers.directoryRetailerId, directoryRetailerId)),
    orderBy: [asc(companies.name), asc(companyRetailers.id)],
  });
}

/** `GET companies/retailers/dates`: when the first and the last of those retailers were added (null when none). */
export async function retailerDates(db: Db, userId: number, companyId?: number): Promise<RetailerDates> {
  const scope = await visibleRetailerScope(db, userId, companyId);
  if (!scope) return { first: null, last: null };
  const [row] = await db
    .select({ first: min(companyRetailers.createdAt), last: max(companyRetailers.createdAt) })
    .from(companyRetailers)
    .where(scope);
  const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
  return { first: iso(row?.first), last: iso(row?.last) };
}

/** A retailer named in a body (contact, review) must be one of this company's retailers: 422 otherwise. */
export async function assertCompanyRetailer(db: Db, companyId: number, retailerId: number, field = 'company_retailer_id'): Promise<void> {
  const invalid = fieldError(field, 'The selected retailer is invalid.');
  if (!fitsInteger(retailerId)) throw invalid;
  const [row] = await db
    .select({ id: companyRetailers.id })
    .from(companyRetailers)
    .where(and(eq(companyRetailers.id, retailerId), eq(companyRetailers.companyId, companyId)))
    .limit(1);
  if (!row) throw invalid;
}

type Links = { categoryId?: number | null; directoryRetailerId?: number | null };

/**
 * A retailer's category must be one of this company's categories, and its directory entry must
 * exist and not already be linked to another retailer of this company. All failures answer
 * together as one 422, like Laravel's validator. Absent or null links are not checked.
 */
export async function assertRetailerLinks(db: Db, companyId: number, links: Links, retailerId?: number): Promise<void> {
  const errors: Record<string, string[]> = {};
  const { categoryId, directoryRetailerId } = links;
  if (categoryId != null) {
    const [row] = fitsInteger(categoryId)
      ? await db
          .select({ id: retailerCategories.id })
          .from(retailerCategories)
          .where(and(eq(retailerCategories.id, categoryId), eq(retailerCategories.companyId, companyId)))
          .limit(1)
      : [];
    if (!row) errors.category_id = ['The selected category is invalid.'];
  }
  if (directoryRetailerId != null) {
    const [entry] = fitsInteger(directoryRetailerId)
      ? await db.select({ id: directoryRetailers.id }).from(directoryRetailers).where(eq(directoryRetailers.id, directoryRetailerId)).limit(1)
      : [];
    if (!entry) errors.directory_retailer_id = ['The selected directory retailer is invalid.'];
    else {
      const [taken] = await db
        .select({ id: companyRetailers.id })
        .from(companyRetailers)
        .where(
          and(
            eq(companyRetailers.companyId, companyId),
            eq(companyRetailers.directoryRetailerId, directoryRetailerId),
            retailerId === undefined ? undefined : ne(companyRetailers.id, retailerId),
          ),
        )
        .limit(1);
      if (taken) errors.directory_retailer_id = ['This directory retailer is already linked to another retailer of the company.'];
    }
  }
  if (Object.keys(errors).length) throw new AppError('VALIDATION', laravelMessage(errors), { errors });
}
