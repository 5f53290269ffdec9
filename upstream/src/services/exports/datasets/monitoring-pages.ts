import { and, asc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { pageListQuery } from '@/lib/contract/monitoring/pages';
import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import { minorToDecimal } from '@/lib/monitoring/money';
import { monitoringPages, monitoringProducts } from '../../../db/schema';
import { loadPageResources } from '../../monitoring/pages/load-page-resources';
import { pageListWhere } from '../../monitoring/pages/list-pages';
import type { CompanyScope } from '../export-dataset';
import { defineDataset } from '../export-dataset';

/** A monitored product's id as a filter of a company-wide export (that product's list screen). */
export const monitoringProductFilter = { monitoring_product_id: z.coerce.number().int().positive().max(2_147_483_647).optional() };

type PageRow = MonitoringPage & { product_name: string };
const amount = (p: PageRow) => (p.latest_price?.amount == null ? null : minorToDecimal(p.latest_price.amount, p.latest_price.currency));

/**
 * `companies/{id}/exports/monitoring-pages`: the pages list of a monitored product
 * (`monitoring_product_id`; without it every monitored product of the company), with its
 * `variation_id` and search on the URL, and each page's latest price.
 */
export const monitoringPagesExport = defineDataset({
  name: 'monitoring-pages',
  title: 'monitoring-pages',
  ability: 'companies',
  query: pageListQuery.omit({ page: true, per_page: true }).extend(monitoringProductFilter),
  columns: [
    { header: 'Monitored product', value: (p: PageRow) => p.product_name },
    { header: 'Product URL', value: (p: PageRow) => p.url },
    { header: 'Domain', value: (p: PageRow) => p.domain },
    { header: 'Retailer', value: (p: PageRow) => p.retailer_name },
    { header: 'Page status', value: (p: PageRow) => p.status },
    { header: 'Status detail', value: (p: PageRow) => p.status_detail },
    { header: 'Latest price', value: amount, kind: 'decimal' },
    { header: 'Currency', value: (p: PageRow) => p.latest_price?.currency ?? null },
    { header: 'Availability', value: (p: PageRow) => p.latest_price?.availability ?? null },
    { header: 'Last checked', value: (p: PageRow) => p.last_checked_at },
    { header: 'Last success', value: (p: PageRow) => p.last_success_at },
    { header: 'Created', value: (p: PageRow) => p.created_at },
  ],
  read: async ({ db, access }: CompanyScope, q, afterId, limit): Promise<PageRow[]> => {
    const scope = and(
      eq(monitoringProducts.companyId, access.companyId),
      q.monitoring_product_id === undefined ? undefined : eq(monitoringPages.monitoringProductId, q.monitoring_product_id),
      gt(monitoringPages.id, afterId),
    );
    const rows = await db
      .select({ page: monitoringPages, productName: monitoringProducts.name })
      .from(monitoringPages)
      .innerJoin(monitoringProducts, eq(monitoringProducts.id, monitoringPages.monitoringProductId))
      .where(pageListWhere(scope!, q))
      .orderBy(asc(monitoringPages.id))
      .limit(limit);
    const pages = await loadPageResources(
      db,
      rows.map((r) => r.page),
    );
    return pages.map((p, i) => ({ ...p, product_name: rows[i].productName }));
  },
});
