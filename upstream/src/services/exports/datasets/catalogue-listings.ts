import { and, asc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { retailerProductListQuery } from '@/lib/contract/catalogue';
import { IMPORT_FIELD_LABELS as L } from '@/lib/contract/imports';
import { brands, companyRetailers, products, retailerProducts } from '../../../db/schema';
import { retailerProductListWhere } from '../../retailers/read-retailer-products';
import type { CompanyScope } from '../export-dataset';
import { centsText, defineDataset } from '../export-dataset';
import { productColumns } from './catalogue-products';

type ListingRow = {
  id: number;
  product: {
    brand_name: string | null;
    name: string;
    sku: string | null;
    upc: string | null;
    category: string | null;
    msrp_cents: number | null;
    map_cents: number | null;
  };
  retailer: { name: string; website: string | null };
  retailerSku: string | null;
  priceCents: number | null;
  status: string;
  url: string | null;
};

/**
 * `companies/{id}/exports/listings`: one row per listing (retailer product) with its product's and
 * retailer's columns, under the import's labels, so the file re-imports with no change. The query is
 * a retailer's listings list's (search by product name, `status`) plus `retailer_id`, that list's
 * retailer; without it, every retailer of the company.
 */
export const listingsExport = defineDataset({
  name: 'listings',
  title: 'listings',
  ability: 'companies',
  query: retailerProductListQuery
    .omit({ page: true, per_page: true })
    .extend({ retailer_id: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
  columns: [
    ...productColumns((l: ListingRow) => l.product),
    { header: L.retailer_name, value: (l: ListingRow) => l.retailer.name },
    { header: L.retailer_website, value: (l: ListingRow) => l.retailer.website },
    { header: L.listing_retailer_sku, value: (l: ListingRow) => l.retailerSku },
    { header: L.listing_price, value: (l: ListingRow) => centsText(l.priceCents), kind: 'decimal' },
    { header: L.listing_status, value: (l: ListingRow) => l.status },
    { header: L.listing_url, value: (l: ListingRow) => l.url },
  ],
  read: async ({ db, access }: CompanyScope, q, afterId, limit): Promise<ListingRow[]> => {
    const scope = and(
      eq(companyRetailers.companyId, access.companyId),
      q.retailer_id === undefined ? undefined : eq(retailerProducts.companyRetailerId, q.retailer_id),
      gt(retailerProducts.id, afterId),
    );
    const rows = await db
      .select({
        id: retailerProducts.id,
        retailerSku: retailerProducts.retailerSku,
        priceCents: retailerProducts.priceCents,
        status: retailerProducts.status,
        url: retailerProducts.url,
        p: { name: products.name, sku: products.sku, upc: products.upc, category: products.category, msrp: products.msrpCents, map: products.mapCents },
        brandName: brands.name,
        retailer: { name: companyRetailers.name, website: companyRetailers.website },
      })
      .from(retailerProducts)
      .innerJoin(products, eq(products.id, retailerProducts.productId))
      .innerJoin(companyRetailers, eq(companyRetailers.id, retailerProducts.companyRetailerId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(retailerProductListWhere(scope!, q))
      .orderBy(asc(retailerProducts.id))
      .limit(limit);
    return rows.map(({ p, brandName, ...row }) => ({
      ...row,
      product: { brand_name: brandName, name: p.name, sku: p.sku, upc: p.upc, category: p.category, msrp_cents: p.msrp, map_cents: p.map },
    }));
  },
});
