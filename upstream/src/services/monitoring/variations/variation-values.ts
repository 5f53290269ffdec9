import type { VariationBody } from '@/lib/contract/monitoring/variations';
import type { monitoringVariations } from '../../../db/schema';

export type VariationValues = Partial<Omit<typeof monitoringVariations.$inferInsert, 'id' | 'monitoringProductId' | 'createdAt' | 'updatedAt'>>;

const TEXT = { sku: 'sku', gtin: 'gtin', url: 'url' } as const;

/** Column values from a validated body: creating (`sent` null) sets every field; editing only those sent (empty clears). */
export function variationValues(parsed: Partial<VariationBody>, sent: Record<string, unknown> | null): VariationValues {
  const has = (key: string) => sent === null || key in sent;
  const out: VariationValues = {};
  if (parsed.name !== undefined) out.name = parsed.name;
  if (has('attributes')) out.attributes = parsed.attributes ?? {};
  for (const [field, column] of Object.entries(TEXT)) {
    if (!has(field)) continue;
    const value = parsed[field as keyof typeof TEXT];
    out[column] = value === undefined || value === '' ? null : value;
  }
  if (has('map_amount')) out.mapAmount = parsed.map_amount === undefined || parsed.map_amount === '' ? null : parsed.map_amount;
  if (has('map_currency')) out.mapCurrency = parsed.map_currency || null;
  if (parsed.position !== undefined && parsed.position !== '') out.position = parsed.position;
  return out;
}
