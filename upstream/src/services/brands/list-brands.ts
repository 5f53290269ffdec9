import { and, count, eq } from 'drizzle-orm';
import type { Brand } from '@/lib/contract/catalogue';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { inPageOrder, pageWindow } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import type { CompanyAccess } from '../access/company-guard';
import { toBrandResource } from './brand-columns';
import { countBrandProducts } from './count-brand-products';

/** `GET companies/{id}/brands`: paged, sorted and searched by name, with each brand's product count. */
export async function listBrands(db: Db, access: CompanyAccess, query: CatalogueListQuery): Promise<{ data: Brand[]; meta: PageMeta }> {
  const { page, per_page, search, sort } = query;
  const where = and(eq(brands.companyId, access.companyId), nameFilter(brands.name, search));
  const [{ n }] = await db.select({ n: count() }).from(brands).where(where);
  const window = pageWindow(orderKeysFor(sort, { name: brands.name, createdAt: brands.createdAt, id: brands.id }), n, page, per_page);
  const rows = inPageOrder(await db.select().from(brands).where(where).orderBy(...window.orderBy).limit(window.limit).offset(window.offset), window);
  const counts = await countBrandProducts(db, rows.map((r) => r.id));
  return paged(rows.map((r) => toBrandResource(r, counts.get(r.id) ?? 0)), n, page, per_page);
}
