import { and, eq } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Product } from '@/lib/contract/catalogue';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { catalogueListReader } from '../../lib/first-page-statements';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import type { CompanyAccess } from '../access/company-guard';
import { productListColumns, toProductResource } from './load-product-resources';

const keysOf = (sort: CatalogueListQuery['sort']) => orderKeysFor(sort, { name: products.name, createdAt: products.createdAt, id: products.id });

/** The page query; the prepared first pages and every other page share it. */
function pageQuery(db: Db, where: SQL | undefined, listTotal: SQL<number>, orderBy: SQL[], limit: number | Placeholder, offset: number) {
  return db
    .select({ ...productListColumns, listTotal })
    .from(products)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/** The opening request (no search, no brand) is prepared (decision 0015). */
const readProductsPage = catalogueListReader({ list: 'products', table: products, keysOf, pageQuery });

/** `GET companies/{id}/products`: paged, sorted and searched by name; `brand_id` narrows to one brand. */
export async function listProducts(
  db: Db,
  access: CompanyAccess,
  query: CatalogueListQuery & { brand_id?: number },
): Promise<{ data: Product[]; meta: PageMeta }> {
  const { page, per_page, search, brand_id } = query;
  const where = and(
    eq(products.companyId, access.companyId),
    nameFilter(products.name, search),
    brand_id === undefined ? undefined : eq(products.brandId, brand_id),
  );
  const { rows, total } = await readProductsPage(db, { companyId: access.companyId, query, where, otherFilter: brand_id !== undefined });
  return paged(rows.map(toProductResource), total, page, per_page);
}
