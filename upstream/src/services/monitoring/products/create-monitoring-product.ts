import type { MonitoringProduct, MonitoringProductBody } from '@/lib/contract/monitoring/products';
import type { AppDeps } from '../../../app-env';
import { monitoringProducts } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import type { CompanyAccess } from '../../access/company-guard';
import { assertMapPair } from '../assert-map-pair';
import { assertCatalogueProduct } from './assert-catalogue-product';
import { loadMonitoringProducts } from './load-monitoring-products';
import { monitoringProductValues } from './product-values';
import { validateAlertRules } from './validate-alert-rules';
import { writeAlertRules } from './write-alert-rules';
import { autoFollow } from '../../follows/auto-follow';

/** `POST companies/{id}/monitoring-products` (admins): the product and its rules in one transaction; the creator follows it. */
export async function createMonitoringProduct(deps: AppDeps, access: CompanyAccess, userId: number, body: MonitoringProductBody): Promise<MonitoringProduct> {
  if (!access.canEdit) throw forbidden();
  const values = monitoringProductValues(body, null);
  assertMapPair(values.mapAmount ?? null, values.mapCurrency ?? null);
  if (values.productId) await assertCatalogueProduct(deps.db, access.companyId, values.productId);
  const rules = body.alert_rules ?? [];
  await validateAlertRules(deps.db, userId, null, rules);
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(monitoringProducts)
      .values({ ...values, name: body.name, companyId: access.companyId, createdBy: userId })
      .returning();
    await writeAlertRules(tx, created.id, rules, deps.now(), userId);
    return created;
  });
  // Its creator follows it: its alerts reach them (issue 33).
  await autoFollow(deps.db, [userId], 'monitoring_product', row.id);
  const [resource] = await loadMonitoringProducts(deps.db, [row]);
  return resource;
}
