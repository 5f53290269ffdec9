import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringVariations } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import type { CompanyAccess } from '../../access/company-guard';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { requireVariation } from './require-variation';

/** `DELETE …/variations/{variationId}` (admins): its pages and rules go with it (cascades); its price rows stay, unlinked. */
export async function deleteVariation(db: Db, access: CompanyAccess, productId: number, id: number): Promise<void> {
  if (!access.canEdit) throw forbidden();
  await requireMonitoringProduct(db, access, productId);
  await requireVariation(db, productId, id);
  await db.delete(monitoringVariations).where(eq(monitoringVariations.id, id));
}
