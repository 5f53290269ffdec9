import { and, asc, gt } from 'drizzle-orm';
import { mapCaseListQuery, type MapCaseResource } from '@/lib/contract/monitoring/map-cases';
import { minorToDecimal } from '@/lib/monitoring/money';
import { mapCases } from '../../../db/schema';
import { mapCaseWhere, presentMapCases } from '../../map-cases/present-map-cases';
import type { CompanyScope } from '../export-dataset';
import { defineDataset } from '../export-dataset';

const decimal = (value: number | null, currency: string | null) => (value === null ? null : minorToDecimal(value, currency));
const hours = (seconds: number | null) => (seconds === null ? null : (seconds / 3600).toFixed(2));

/**
 * `companies/{id}/exports/map-cases`: the MAP cases list with its filters (status, severity, level,
 * retailer_id, monitoring_product_id, reason); amounts as decimals in their own currency column,
 * the gap and the time to compliance as numbers, so a spreadsheet can sum and sort them.
 */
export const mapCasesExport = defineDataset({
  name: 'map-cases',
  title: 'map-cases',
  ability: 'companies',
  query: mapCaseListQuery.omit({ page: true, per_page: true }),
  columns: [
    { header: 'Case', value: (r: MapCaseResource) => r.id, kind: 'number' },
    { header: 'Status', value: (r: MapCaseResource) => r.status },
    { header: 'Level', value: (r: MapCaseResource) => r.level, kind: 'number' },
    { header: 'Severity', value: (r: MapCaseResource) => r.severity },
    { header: 'Reasons', value: (r: MapCaseResource) => r.reasons.join('; ') },
    { header: 'Monitored product', value: (r: MapCaseResource) => r.product_name },
    { header: 'Variation', value: (r: MapCaseResource) => r.variation_name },
    { header: 'Retailer', value: (r: MapCaseResource) => r.retailer_name },
    { header: 'Seller', value: (r: MapCaseResource) => r.seller_name },
    { header: 'Product URL', value: (r: MapCaseResource) => r.page_url },
    { header: 'Price', value: (r: MapCaseResource) => decimal(r.amount, r.currency), kind: 'decimal' },
    { header: 'MAP', value: (r: MapCaseResource) => decimal(r.map_amount, r.currency), kind: 'decimal' },
    { header: 'Currency', value: (r: MapCaseResource) => r.currency },
    { header: 'Gap %', value: (r: MapCaseResource) => (r.gap_percent === null ? null : r.gap_percent.toFixed(2)), kind: 'decimal' },
    { header: 'Opened', value: (r: MapCaseResource) => r.opened_at },
    { header: 'Closed', value: (r: MapCaseResource) => r.closed_at },
    { header: 'Hours to compliance', value: (r: MapCaseResource) => hours(r.time_to_compliance_seconds), kind: 'decimal' },
    { header: 'Notices sent', value: (r: MapCaseResource) => r.notices_sent, kind: 'number' },
    { header: 'Contact', value: (r: MapCaseResource) => r.contact?.email ?? null },
  ],
  read: async ({ db, access }: CompanyScope, q, afterId, limit): Promise<MapCaseResource[]> => {
    const rows = await db
      .select()
      .from(mapCases)
      .where(and(mapCaseWhere(access.companyId, q), gt(mapCases.id, afterId)))
      .orderBy(asc(mapCases.id))
      .limit(limit);
    return presentMapCases(db, rows);
  },
});
