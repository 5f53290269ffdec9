import { and, asc, eq, gt } from 'drizzle-orm';
import { priceListQuery } from '@/lib/contract/monitoring/prices';
import type { PriceResource } from '@/lib/contract/monitoring/prices';
import { minorToDecimal } from '@/lib/monitoring/money';
import { monitoringPages, monitoringPrices, monitoringProducts } from '../../../db/schema';
import { priceListWhere } from '../../monitoring/prices/list-prices';
import { toPriceResource } from '../../monitoring/prices/to-price-resource';
import type { CompanyScope } from '../export-dataset';
import { defineDataset } from '../export-dataset';
import { monitoringProductFilter } from './monitoring-pages';

type PriceRow = PriceResource & { product_name: string; page_url: string | null };
const decimal = (value: number | null, currency: string | null) => (value === null ? null : minorToDecimal(value, currency));

/**
 * `companies/{id}/exports/prices`: the price history of a monitored product (`monitoring_product_id`;
 * without it every monitored product of the company) with the series' filters (`page_id`,
 * `variation_id`, `from`, `to`); amounts as decimals in their own currency.
 */
export const pricesExport = defineDataset({
  name: 'prices',
  title: 'price-history',
  ability: 'companies',
  query: priceListQuery.omit({ page: true, per_page: true, series: true }).extend(monitoringProductFilter),
  columns: [
    { header: 'Monitored product', value: (p: PriceRow) => p.product_name },
    { header: 'Product URL', value: (p: PriceRow) => p.page_url },
    { header: 'Price', value: (p: PriceRow) => decimal(p.amount, p.currency), kind: 'decimal' },
    { header: 'List price', value: (p: PriceRow) => decimal(p.list_amount, p.currency), kind: 'decimal' },
    { header: 'Currency', value: (p: PriceRow) => p.currency },
    { header: 'Availability', value: (p: PriceRow) => p.availability },
    { header: 'Source', value: (p: PriceRow) => p.source },
    { header: 'First observed', value: (p: PriceRow) => p.first_observed_at },
    { header: 'Last observed', value: (p: PriceRow) => p.last_observed_at },
    { header: 'Observations', value: (p: PriceRow) => p.observed_count, kind: 'number' },
  ],
  read: async ({ db, access }: CompanyScope, q, afterId, limit): Promise<PriceRow[]> => {
    const P = monitoringPrices;
    const scope = and(
      eq(monitoringProducts.companyId, access.companyId),
      q.monitoring_product_id === undefined ? undefined : eq(P.monitoringProductId, q.monitoring_product_id),
      gt(P.id, afterId),
    );
    const rows = await db
      .select({ price: P, productName: monitoringProducts.name, pageUrl: monitoringPages.url })
      .from(P)
      .innerJoin(monitoringProducts, eq(monitoringProducts.id, P.monitoringProductId))
      .leftJoin(monitoringPages, eq(monitoringPages.id, P.pageId))
      .where(priceListWhere(scope!, q))
      .orderBy(asc(P.id))
      .limit(limit);
    return rows.map((r) => ({ ...toPriceResource(r.price), product_name: r.productName, page_url: r.pageUrl }));
  },
});
