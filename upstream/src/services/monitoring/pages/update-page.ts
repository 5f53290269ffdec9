import { eq } from 'drizzle-orm';
import { DUPLICATE_PAGE_MESSAGE } from '@/lib/contract/monitoring/pages';
import type { MonitoringPage, PageBody } from '@/lib/contract/monitoring/pages';
import type { AppDeps } from '../../../app-env';
import { monitoringPages } from '../../../db/schema';
import { fieldError, forbidden } from '../../../lib/errors';
import type { CompanyAccess } from '../../access/company-guard';
import { isUniqueViolation } from '../../retailers/is-unique-violation';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { assertPageLinks } from './assert-page-links';
import { loadPageResources } from './load-page-resources';
import { pageUpdateValues } from './page-update-values';
import { requirePage } from './require-page';

/** `PUT …/pages/{pageId}` (admins): only the fields sent change; see pageUpdateValues for the status. */
export async function updatePage(
  deps: AppDeps,
  access: CompanyAccess,
  productId: number,
  id: number,
  body: Partial<PageBody>,
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
  try {
    const [row] = await deps.db
      .update(monitoringPages)
      .set({ ...values, updatedAt: deps.now() })
      .where(eq(monitoringPages.id, id))
      .returning();
    const [resource] = await loadPageResources(deps.db, [row]);
    return resource;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('url', DUPLICATE_PAGE_MESSAGE);
    throw error;
  }
}
