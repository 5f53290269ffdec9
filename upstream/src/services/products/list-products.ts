import { and, count, eq } from 'drizzle-orm';
import type { Product } from '@/lib/contract/catalogue';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import type { CompanyAccess } from '../access/company-guard';
import { loadProductResources } from './load-product-resources';

/** `GET companies/{id}/products`: paged, sorted and searched by name; `brand_id` narrows to one brand. */
export async function listProducts(db: Db, access: CompanyAccess, query: CatalogueListQuery & { brand_id?: number }): Promise<{ data: Product[]; meta: PageMeta }> {
  const { page, per_page, search, sort, brand_id } = query;
  const where = and(eq(products.companyId, access.companyId), nameFilter(products.name, search), brand_id === undefined ? undefined : eq(products.brandId, brand_id));
  const [{ n }] = await db.select({ n: count() }).from(products).where(where);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(...orderFor(sort, { name: products.name, createdAt: products.createdAt, id: products.id }))
    .limit(per_page)
    .offset(pageOffset(page, per_page));
  return paged(await loadProductResources(db, rows), n, page, per_page);
}
