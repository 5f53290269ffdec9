import { eq } from 'drizzle-orm';
import type { MonitoringProduct, MonitoringProductBody } from '@/lib/contract/monitoring/products';
import type { AppDeps } from '../../../app-env';
import { monitoringProducts } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import type { CompanyAccess } from '../../access/company-guard';
import { assertMapPair } from '../assert-map-pair';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { assertCatalogueProduct } from './assert-catalogue-product';
import { loadMonitoringProducts } from './load-monitoring-products';
import { monitoringProductValues } from './product-values';
import { validateAlertRules } from './validate-alert-rules';
import { writeAlertRules } from './write-alert-rules';

/** `PUT …/monitoring-products/{id}` (admins): the fields sent change; `alert_rules`, when sent, replaces the list. */
export async function updateMonitoringProduct(
  deps: AppDeps,
  access: CompanyAccess,
  userId: number,
  id: number,
  body: Partial<MonitoringProductBody>,
  sent: Record<string, unknown>,
): Promise<MonitoringProduct> {
  if (!access.canEdit) throw forbidden();
  const current = await requireMonitoringProduct(deps.db, access, id);
  const values = monitoringProductValues(body, sent);
  assertMapPair(
    values.mapAmount === undefined ? current.mapAmount : values.mapAmount,
    values.mapCurrency === undefined ? current.mapCurrency : values.mapCurrency,
  );
  if (values.productId) await assertCatalogueProduct(deps.db, access.companyId, values.productId);
  const rules = 'alert_rules' in sent ? (body.alert_rules ?? []) : null;
  if (rules) await validateAlertRules(deps.db, userId, id, rules);
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(monitoringProducts)
      .set({ ...values, updatedAt: deps.now() })
      .where(eq(monitoringProducts.id, id))
      .returning();
    if (rules) await writeAlertRules(tx, id, rules, deps.now(), userId);
    return updated;
  });
  const [resource] = await loadMonitoringProducts(deps.db, [row]);
  return resource;
}
