import { and, count, eq } from 'drizzle-orm';
import type { Product } from '@/lib/contract/catalogue';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { inPageOrder, pageWindow } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import type { CompanyAccess } from '../access/company-guard';
import { loadProductResources } from './load-product-resources';

/** `GET companies/{id}/products`: paged, sorted and searched by name; `brand_id` narrows to one brand. */
export async function listProducts(db: Db, access: CompanyAccess, query: CatalogueListQuery & { brand_id?: number }): Promise<{ data: Product[]; meta: PageMeta }> {
  const { page, per_page, search, sort, brand_id } = query;
  const where = and(eq(products.companyId, access.companyId), nameFilter(products.name, search), brand_id === undefined ? undefined : eq(products.brandId, brand_id));
  const [{ n }] = await db.select({ n: count() }).from(products).where(where);
  const window = pageWindow(orderKeysFor(sort, { name: products.name, createdAt: products.createdAt, id: products.id }), n, page, per_page);
  const rows = inPageOrder(await db.select().from(products).where(where).orderBy(...window.orderBy).limit(window.limit).offset(window.offset), window);
  return paged(await loadProductResources(db, rows), n, page, per_page);
}
