import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringProducts } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import type { CompanyAccess } from '../../access/company-guard';
import { requireMonitoringProduct } from '../require-monitoring-product';

/** `DELETE …/monitoring-products/{id}` (admins): variations, pages, history and rules go with it (cascades). */
export async function deleteMonitoringProduct(db: Db, access: CompanyAccess, id: number): Promise<void> {
  if (!access.canEdit) throw forbidden();
  await requireMonitoringProduct(db, access, id);
  await db.delete(monitoringProducts).where(eq(monitoringProducts.id, id));
}
