import type { Placeholder, SQL } from 'drizzle-orm';
import { and, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Brand } from '@/lib/contract/catalogue';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { brands, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { catalogueListReader } from '../../lib/first-page-statements';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import type { CompanyAccess } from '../access/company-guard';
import type { BrandRow } from './present-brand';
import { toBrandResource } from './present-brand';

/** The brand `brandId` of company `companyId`; a brand of another company is a 404 like a missing one. */
export async function requireBrand(db: Db, companyId: number, brandId: number): Promise<BrandRow> {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('Brand');
  return row;
}

/** Products per brand for `brandIds` (brands without products are absent). */
export async function countBrandProducts(db: Db, brandIds: number[]): Promise<Map<number, number>> {
  if (brandIds.length === 0) return new Map();
  const rows = await db.select({ brandId: products.brandId, n: count() }).from(products).where(inArray(products.brandId, brandIds)).groupBy(products.brandId);
  return new Map(rows.flatMap((r) => (r.brandId === null ? [] : [[r.brandId, r.n] as [number, number]])));
}

/** `GET companies/{id}/brands/{brandId}`: a brand of that company (404 for another company's). */
export async function getBrand(db: Db, access: CompanyAccess, brandId: number): Promise<Brand> {
  const row = await requireBrand(db, access.companyId, brandId);
  const counts = await countBrandProducts(db, [row.id]);
  return toBrandResource(row, counts.get(row.id) ?? 0);
}

const keysOf = (sort: CatalogueListQuery['sort']) => orderKeysFor(sort, { name: brands.name, createdAt: brands.createdAt, id: brands.id });

/** The page query; the prepared first pages and every other page share it, so they cannot drift apart. */
function pageQuery(db: Db, where: SQL | undefined, listTotal: SQL<number>, orderBy: SQL[], limit: number | Placeholder, offset: number) {
  return db
    .select({
      ...getTableColumns(brands),
      // The condition is a nested SQL on purpose: Drizzle writes a single-table select's own columns
      // unqualified, which inside this subquery would mean products' id (lib/read-page).
      productsCount: sql<number>`(select count(*) from ${products} where ${eq(products.brandId, brands.id)})`.mapWith(Number),
      listTotal,
    })
    .from(brands)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

const readBrandsPage = catalogueListReader({ list: 'brands', table: brands, keysOf, pageQuery });

/** The WHERE of the brands list (and its export): the company's brands, searched by name. */
export const brandListWhere = (companyId: number, query: Pick<CatalogueListQuery, 'search'>) =>
  and(eq(brands.companyId, companyId), nameFilter(brands.name, query.search));

/**
 * `GET companies/{id}/brands`: paged, sorted and searched by name, with each brand's product count
 * (a correlated count on products' brand index, in the page query's own round trip).
 */
export async function listBrands(db: Db, access: CompanyAccess, query: CatalogueListQuery): Promise<{ data: Brand[]; meta: PageMeta }> {
  const { page, per_page, search } = query;
  const where = brandListWhere(access.companyId, { search });
  const { rows, total } = await readBrandsPage(db, { companyId: access.companyId, query, where });
  return paged(
    rows.map((r) => toBrandResource(r, r.productsCount)),
    total,
    page,
    per_page,
  );
}
