import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringPages } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import type { CompanyAccess } from '../../access/company-guard';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { requirePage } from './require-page';

/** `DELETE …/pages/{pageId}` (admins): its requests, snapshots and prices go with it (cascades). */
export async function deletePage(db: Db, access: CompanyAccess, productId: number, id: number): Promise<void> {
  if (!access.canEdit) throw forbidden();
  await requireMonitoringProduct(db, access, productId);
  await requirePage(db, productId, id);
  await db.delete(monitoringPages).where(eq(monitoringPages.id, id));
}
