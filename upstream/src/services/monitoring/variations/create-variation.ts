import { eq, max } from 'drizzle-orm';
import type { Variation, VariationBody } from '@/lib/contract/monitoring/variations';
import type { AppDeps } from '../../../app-env';
import { monitoringVariations } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import type { CompanyAccess } from '../../access/company-guard';
import { assertMapPair } from '../assert-map-pair';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { toVariationResources } from './to-variation-resources';
import { variationValues } from './variation-values';

/** `POST …/monitoring-products/{id}/variations` (admins): added last unless a position is given. */
export async function createVariation(deps: AppDeps, access: CompanyAccess, productId: number, body: VariationBody): Promise<Variation> {
  if (!access.canEdit) throw forbidden();
  await requireMonitoringProduct(deps.db, access, productId);
  const values = variationValues(body, null);
  assertMapPair(values.mapAmount ?? null, values.mapCurrency ?? null);
  if (values.position === undefined) {
    const [{ last }] = await deps.db
      .select({ last: max(monitoringVariations.position) })
      .from(monitoringVariations)
      .where(eq(monitoringVariations.monitoringProductId, productId));
    values.position = last === null ? 0 : last + 1;
  }
  const [row] = await deps.db
    .insert(monitoringVariations)
    .values({ ...values, name: body.name, monitoringProductId: productId })
    .returning();
  const [resource] = await toVariationResources(deps.db, [row]);
  return resource;
}
