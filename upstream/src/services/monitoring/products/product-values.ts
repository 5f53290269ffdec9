import { DEFAULT_SCHEDULE_CRON, DEFAULT_SCHEDULE_TZ } from '@/lib/contract/monitoring/products';
import type { MonitoringProductBody } from '@/lib/contract/monitoring/products';
import type { monitoringProducts } from '../../../db/schema';

export type MonitoringProductValues = Partial<Omit<typeof monitoringProducts.$inferInsert, 'id' | 'companyId' | 'createdBy' | 'createdAt' | 'updatedAt'>>;

const TEXT = { brand: 'brand', gtin: 'gtin', mpn: 'mpn', sku: 'sku' } as const;

/**
 * Column values from a validated body. Creating (`sent` null) every field is set (empty → null, the
 * schedule → its default); editing, only the fields sent change, and an emptied schedule goes back
 * to the default (the columns are never null).
 */
export function monitoringProductValues(parsed: Partial<MonitoringProductBody>, sent: Record<string, unknown> | null): MonitoringProductValues {
  const has = (key: string) => sent === null || key in sent;
  const out: MonitoringProductValues = {};
  if (parsed.name !== undefined) out.name = parsed.name;
  for (const [field, column] of Object.entries(TEXT)) {
    if (!has(field)) continue;
    const value = parsed[field as keyof typeof TEXT];
    out[column] = value === undefined || value === '' ? null : value;
  }
  if (has('product_id')) out.productId = parsed.product_id ?? null;
  if (has('map_amount')) out.mapAmount = parsed.map_amount === undefined || parsed.map_amount === '' ? null : parsed.map_amount;
  if (has('map_currency')) out.mapCurrency = parsed.map_currency || null;
  if (has('schedule_cron')) out.scheduleCron = parsed.schedule_cron || DEFAULT_SCHEDULE_CRON;
  if (has('schedule_tz')) out.scheduleTz = parsed.schedule_tz || DEFAULT_SCHEDULE_TZ;
  if (parsed.status !== undefined) out.status = parsed.status;
  return out;
}
