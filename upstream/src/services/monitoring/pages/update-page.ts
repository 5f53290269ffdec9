import { eq } from 'drizzle-orm';
import type { MonitoringPage, PageUpdateBody } from '@/lib/contract/monitoring/pages';
import type { AppDeps } from '../../../app-env';
import { monitoringPages } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import type { CompanyAccess } from '../../access/company-guard';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { assertPageLinks } from './assert-page-links';
import { pageUpdateValues } from './page-update-values';
import { requirePage } from './require-page';
import { savePageRow } from './save-page-row';

/** `PUT …/pages/{pageId}` (admins): only the fields sent change; see pageUpdateValues for the status. */
export async function updatePage(
  deps: AppDeps,
  access: CompanyAccess,
  productId: number,
  id: number,
  body: PageUpdateBody,
  sent: Record<string, unknown>,
): Promise<MonitoringPage> {
  if (!access.canEdit) throw forbidden();
  await requireMonitoringProduct(deps.db, access, productId);
  const current = await requirePage(deps.db, productId, id);
  const values = pageUpdateValues(current, body, sent, deps.now());
  await assertPageLinks(deps.db, {
    companyId: access.companyId,
    productId,
    pageId: id,
    variationId: values.variationId === undefined ? current.variationId : values.variationId,
    companyRetailerId: values.companyRetailerId === undefined ? current.companyRetailerId : values.companyRetailerId,
    normalizedUrl: values.normalizedUrl ?? current.normalizedUrl,
  });
  return savePageRow(deps.db, () =>
    deps.db
      .update(monitoringPages)
      .set({ ...values, updatedAt: deps.now() })
      .where(eq(monitoringPages.id, id))
      .returning(),
  );
}
