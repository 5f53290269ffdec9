import { eq } from 'drizzle-orm';
import type { Variation, VariationBody } from '@/lib/contract/monitoring/variations';
import type { AppDeps } from '../../../app-env';
import { monitoringVariations } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import type { CompanyAccess } from '../../access/company-guard';
import { assertMapPair } from '../assert-map-pair';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { requireVariation } from './require-variation';
import { toVariationResources } from './to-variation-resources';
import { variationValues } from './variation-values';

/** `PUT …/variations/{variationId}` (admins): only the fields sent change. */
export async function updateVariation(
  deps: AppDeps,
  access: CompanyAccess,
  productId: number,
  id: number,
  body: Partial<VariationBody>,
  sent: Record<string, unknown>,
): Promise<Variation> {
  if (!access.canEdit) throw forbidden();
  await requireMonitoringProduct(deps.db, access, productId);
  const current = await requireVariation(deps.db, productId, id);
  const values = variationValues(body, sent);
  assertMapPair(
    values.mapAmount === undefined ? current.mapAmount : values.mapAmount,
    values.mapCurrency === undefined ? current.mapCurrency : values.mapCurrency,
  );
  const [row] = await deps.db
    .update(monitoringVariations)
    .set({ ...values, updatedAt: deps.now() })
    .where(eq(monitoringVariations.id, id))
    .returning();
  const [resource] = await toVariationResources(deps.db, [row]);
  return resource;
}
