import { and, asc, gt } from 'drizzle-orm';
import { productListQuery } from '@/lib/contract/catalogue';
import type { Product } from '@/lib/contract/catalogue';
import { IMPORT_FIELD_LABELS as L } from '@/lib/contract/imports';
import { products } from '../../../db/schema';
import { productListColumns, toProductResource } from '../../products/present-product';
import { productListWhere } from '../../products/read-products';
import type { CompanyScope, ExportColumn } from '../export-dataset';
import { centsText, defineDataset } from '../export-dataset';

/** A product's columns under the import's labels, values as the importer reads them (listings reuse them). */
export const productColumns = <R>(
  of: (row: R) => Pick<Product, 'brand_name' | 'name' | 'sku' | 'upc' | 'category' | 'msrp_cents' | 'map_cents'>,
): ExportColumn<R>[] => [
  { header: L.brand_name, value: (r) => of(r).brand_name },
  { header: L.product_name, value: (r) => of(r).name },
  { header: L.product_sku, value: (r) => of(r).sku },
  { header: L.product_upc, value: (r) => of(r).upc },
  { header: L.product_category, value: (r) => of(r).category },
  { header: L.product_msrp, value: (r) => centsText(of(r).msrp_cents), kind: 'decimal' },
  { header: L.product_map, value: (r) => centsText(of(r).map_cents), kind: 'decimal' },
];

/** `companies/{id}/exports/products`: the products list (search, `brand_id`), one row per product. */
export const productsExport = defineDataset({
  name: 'products',
  title: 'products',
  ability: 'companies',
  query: productListQuery.omit({ page: true, per_page: true }),
  columns: [...productColumns((p: Product) => p), { header: L.product_description, value: (p: Product) => p.description }],
  read: async ({ db, access }: CompanyScope, q, afterId, limit): Promise<Product[]> => {
    const rows = await db
      .select(productListColumns)
      .from(products)
      .where(and(productListWhere(access.companyId, q), gt(products.id, afterId)))
      .orderBy(asc(products.id))
      .limit(limit);
    return rows.map(toProductResource);
  },
});
