import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import { catalogueListQuery } from '@/lib/contract/catalogue-common';
import type { Brand } from '@/lib/contract/catalogue';
import { IMPORT_FIELD_LABELS as L } from '@/lib/contract/imports';
import { brands, products } from '../../../db/schema';
import { brandListWhere } from '../../brands/read-brands';
import { toBrandResource } from '../../brands/present-brand';
import type { CompanyScope } from '../export-dataset';
import { defineDataset, joined } from '../export-dataset';

/** `companies/{id}/exports/brands`: the brands list (search by name); the name under the import's "Brand". */
export const brandsExport = defineDataset({
  name: 'brands',
  title: 'brands',
  ability: 'companies',
  query: catalogueListQuery.omit({ page: true, per_page: true }),
  columns: [
    { header: L.brand_name, value: (b: Brand) => b.name },
    { header: 'Brand description', value: (b: Brand) => b.description },
    { header: 'Brand category', value: (b: Brand) => b.category },
    { header: 'Brand sub-category', value: (b: Brand) => b.sub_category },
    { header: 'Tagline', value: (b: Brand) => b.tagline },
    { header: 'Parent company', value: (b: Brand) => b.parent_company },
    { header: 'Website', value: (b: Brand) => b.website_url },
    { header: 'Certifications', value: (b: Brand) => joined(b.certifications) },
    { header: 'Products', value: (b: Brand) => b.products_count, kind: 'number' },
    { header: 'Created', value: (b: Brand) => b.created_at },
  ],
  read: async ({ db, access }: CompanyScope, q, afterId, limit): Promise<Brand[]> => {
    const rows = await db
      .select({
        ...getTableColumns(brands),
        productsCount: sql<number>`(select count(*) from ${products} where ${eq(products.brandId, brands.id)})`.mapWith(Number),
      })
      .from(brands)
      .where(and(brandListWhere(access.companyId, q), gt(brands.id, afterId)))
      .orderBy(asc(brands.id))
      .limit(limit);
    return rows.map((r) => toBrandResource(r, r.productsCount));
  },
});
