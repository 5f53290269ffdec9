import { and, eq, inArray } from 'drizzle-orm';
import { brandHref, companyHref, productHref } from '@/lib/companies/paths';
import type { SearchHit } from '@/lib/contract/search';
import { retailerHref } from '@/lib/retailers/retailer-paths';
import type { Db } from '../../db/client';
import { brands, companies, companyRetailers, products } from '../../db/schema';
import { visibleCompanyIds } from '../access/company-guard';
import { containsTerm, rankByName, subtitleOf } from './search-terms';
import type { SearchTerm } from './search-terms';

export type CompanyGroups = { companies: SearchHit[]; brands: SearchHit[]; products: SearchHit[]; retailers: SearchHit[] };

/** A catalogue table whose rows belong to one company (brands, products, company retailers). */
type CatalogueTable = typeof brands | typeof products | typeof companyRetailers;

async function searchCatalogue(
  db: Db,
  table: CatalogueTable,
  companyIds: number[],
  term: SearchTerm,
  kind: string,
  href: (companyId: number, id: number) => string,
): Promise<SearchHit[]> {
  const rows = await db
    .select({ id: table.id, name: table.name, companyId: table.companyId, companyName: companies.name })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .where(and(inArray(table.companyId, companyIds), containsTerm(table.name, term.q)))
    .orderBy(...rankByName(table.name, table.id, term.q))
    .limit(term.limit);
  return rows.map((r) => ({ id: r.id, title: r.name, subtitle: subtitleOf(r.companyName, kind), url: href(r.companyId, r.id) }));
}

/**
 * Companies the caller sees (members of one of their teams, `requireCompany`'s rule in docs/security.md) and those companies'
 * brands, products and retailers. Nothing of another company is ever read: every query is bounded
 * by the visible company ids.
 */
export async function searchCompanyRecords(db: Db, userId: number, term: SearchTerm): Promise<CompanyGroups> {
  const ids = await visibleCompanyIds(db, userId);
  if (ids.length === 0) return { companies: [], brands: [], products: [], retailers: [] };
  const [companyRows, brandHits, productHits, retailerHits] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name, industry: companies.industry })
      .from(companies)
      .where(and(inArray(companies.id, ids), containsTerm(companies.name, term.q)))
      .orderBy(...rankByName(companies.name, companies.id, term.q))
      .limit(term.limit),
    searchCatalogue(db, brands, ids, term, 'Brand', brandHref),
    searchCatalogue(db, products, ids, term, 'Product', productHref),
    searchCatalogue(db, companyRetailers, ids, term, 'Retailer', retailerHref),
  ]);
  return {
    companies: companyRows.map((r) => ({ id: r.id, title: r.name, subtitle: subtitleOf('Company', r.industry), url: companyHref(r.id) })),
    brands: brandHits,
    products: productHits,
    retailers: retailerHits,
  };
}
