import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Brand } from '@/lib/contract/catalogue';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { brands, products } from '../../db/schema';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import { countOf, countedTotal, readPage } from '../../lib/read-page';
import type { CompanyAccess } from '../access/company-guard';
import { toBrandResource } from './brand-columns';

/**
 * `GET companies/{id}/brands`: paged, sorted and searched by name, with each brand's product count
 * (a correlated count on products' brand index, in the page query's own round trip).
 */
export async function listBrands(db: Db, access: CompanyAccess, query: CatalogueListQuery): Promise<{ data: Brand[]; meta: PageMeta }> {
  const { page, per_page, search, sort } = query;
  const where = and(eq(brands.companyId, access.companyId), nameFilter(brands.name, search));
  const keys = orderKeysFor(sort, { name: brands.name, createdAt: brands.createdAt, id: brands.id });
  const { rows, total } = await readPage(db, { keys, page, perPage: per_page, count: search?.trim() ? countOf(brands, where) : countedTotal('brands', [access.companyId]) }, (window, listTotal) =>
    db
      .select({
        ...getTableColumns(brands),
        // The condition is a nested SQL on purpose: Drizzle writes a single-table select's own columns
        // unqualified, which inside this subquery would mean products' id (lib/read-page).
        productsCount: sql<number>`(select count(*) from ${products} where ${eq(products.brandId, brands.id)})`.mapWith(Number),
        listTotal,
      })
      .from(brands)
      .where(where)
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
  );
  return paged(rows.map((r) => toBrandResource(r, r.productsCount)), total, page, per_page);
}
