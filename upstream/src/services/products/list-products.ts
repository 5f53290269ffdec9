import { and, eq } from 'drizzle-orm';
import type { Product } from '@/lib/contract/catalogue';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import { countOf, countedTotal, readPage } from '../../lib/read-page';
import type { CompanyAccess } from '../access/company-guard';
import { productListColumns, toProductResource } from './load-product-resources';

/** `GET companies/{id}/products`: paged, sorted and searched by name; `brand_id` narrows to one brand. */
export async function listProducts(db: Db, access: CompanyAccess, query: CatalogueListQuery & { brand_id?: number }): Promise<{ data: Product[]; meta: PageMeta }> {
  const { page, per_page, search, sort, brand_id } = query;
  const where = and(eq(products.companyId, access.companyId), nameFilter(products.name, search), brand_id === undefined ? undefined : eq(products.brandId, brand_id));
  const count = search?.trim() || brand_id !== undefined ? countOf(products, where) : countedTotal('products', [access.companyId]);
  const keys = orderKeysFor(sort, { name: products.name, createdAt: products.createdAt, id: products.id });
  const { rows, total } = await readPage(db, { keys, page, perPage: per_page, count }, (window, listTotal) =>
    db.select({ ...productListColumns, listTotal }).from(products).where(where).orderBy(...window.orderBy).limit(window.limit).offset(window.offset),
  );
  return paged(rows.map(toProductResource), total, page, per_page);
}
