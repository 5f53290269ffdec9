import type { MonitoringPage, PageBody } from '@/lib/contract/monitoring/pages';
import type { AppDeps } from '../../../app-env';
import { monitoringPages } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';
import type { CompanyAccess } from '../../access/company-guard';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { assertPageLinks } from './assert-page-links';
import { normalizePageUrl } from './normalize-page-url';
import { savePageRow } from './save-page-row';
import { toSettingsColumn } from './settings-column';

/**
 * `POST …/monitoring-products/{id}/pages` (admins). The page is due at once (`next_check_at` now),
 * so the engine's next round checks it; `status: paused` adds it without checking.
 */
export async function createPage(deps: AppDeps, access: CompanyAccess, productId: number, body: PageBody): Promise<MonitoringPage> {
  if (!access.canEdit) throw forbidden();
  await requireMonitoringProduct(deps.db, access, productId);
  const { normalizedUrl, domain } = normalizePageUrl(body.url);
  const variationId = body.variation_id ?? null;
  const companyRetailerId = body.company_retailer_id ?? null;
  await assertPageLinks(deps.db, { companyId: access.companyId, productId, pageId: null, variationId, companyRetailerId, normalizedUrl });
  const now = deps.now();
  return savePageRow(deps.db, () =>
    deps.db
      .insert(monitoringPages)
      .values({
        monitoringProductId: productId,
        variationId,
        companyRetailerId,
        url: body.url,
        normalizedUrl,
        domain,
        fetchMode: body.fetch_mode ?? 'auto',
        // Nothing is learned before the first check (learned_ignores is the engine's).
        settings: toSettingsColumn({ ...body.settings, learned_ignores: undefined }),
        status: body.status === 'paused' ? 'paused' : 'pending',
        nextCheckAt: now,
      })
      .returning(),
  );
}
