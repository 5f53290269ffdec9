import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Brand } from '@/lib/contract/catalogue';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import { SORTS } from '@/lib/contract/catalogue-common';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { perDb, statementName } from '../../db/prepared';
import { brands, products } from '../../db/schema';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { orderSql } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import { countOf, countedTotal, readPage } from '../../lib/read-page';
import type { CompanyAccess } from '../access/company-guard';
import { toBrandResource } from './brand-columns';

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

/*
 * The screen's opening request — page 1, no search, one of four sorts — as prepared statements
 * (decision 0015): one per sort, with the company and the page size as parameters.
 */
const FIRST_PAGES = SORTS.map((sort) => ({ sort, name: statementName(`brands_first_page_${sort.replace('-', 'desc_')}`) }));
const firstPages = perDb((db) => {
  const where = eq(brands.companyId, sql.placeholder('companyId'));
  const total = countedTotal('brands', sql.placeholder('scopeIds'));
  return new Map(FIRST_PAGES.map(({ sort, name }) => [sort, pageQuery(db, where, total, orderSql(keysOf(sort)), sql.placeholder('limit'), 0).prepare(name)]));
});

/**
 * `GET companies/{id}/brands`: paged, sorted and searched by name, with each brand's product count
 * (a correlated count on products' brand index, in the page query's own round trip).
 */
export async function listBrands(db: Db, access: CompanyAccess, query: CatalogueListQuery): Promise<{ data: Brand[]; meta: PageMeta }> {
  const { page, per_page, search, sort } = query;
  const where = and(eq(brands.companyId, access.companyId), nameFilter(brands.name, search));
  const searching = Boolean(search?.trim());
  const prepared = searching ? undefined : firstPages(db).get(sort);
  const firstPage = prepared && (() => prepared.execute({ companyId: access.companyId, scopeIds: [access.companyId], limit: per_page }));
  const { rows, total } = await readPage(
    db,
    { keys: keysOf(sort), page, perPage: per_page, count: searching ? countOf(brands, where) : countedTotal('brands', [access.companyId]), firstPage },
    (window, listTotal) => pageQuery(db, where, listTotal, window.orderBy, window.limit, window.offset),
  );
  return paged(rows.map((r) => toBrandResource(r, r.productsCount)), total, page, per_page);
}
