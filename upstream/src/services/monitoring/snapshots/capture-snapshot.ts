import type { SnapshotBody, SnapshotResource } from '@/lib/contract/monitoring/snapshots';
import type { AppDeps } from '../../../app-env';
import { extractProduct } from '../../../monitoring/extract/extract-product';
import { recordVersion } from '../../../monitoring/record/record-version';
import { normalizeSnapshot } from '../../../monitoring/snapshot/normalize';
import { findProductPage } from '../requests/find-product-page';
import { loadSnapshots } from './load-snapshots';
import { requireSnapshot } from './require-snapshot';
import { sanitizeHtml } from '../../../monitoring/fetch/sanitize-html';

/**
 * `POST .../snapshots {page_id, html}`: a manual capture of a page that cannot be scraped (a login
 * wall, a bot challenge). It goes through the same normalization (with the page's noise filters)
 * and version rule as a scrape: unchanged text moves only last-seen (created false). What the
 * extractor reads is kept with the version; it records no price (a manual price is POST .../prices).
 */
export async function captureSnapshot(
  deps: AppDeps,
  monitoringProductId: number,
  body: SnapshotBody,
): Promise<{ snapshot: SnapshotResource; created: boolean }> {
  const page = await findProductPage(deps.db, monitoringProductId, body.page_id);
  const html = await sanitizeHtml(body.html);
  const normalized = await normalizeSnapshot(html, {
    ignoreSelectors: page.settings.ignoreSelectors,
    ignorePatterns: [...(page.settings.ignorePatterns ?? []), ...(page.settings.learnedIgnores ?? [])],
  });
  const extract = await extractProduct(body.html, { url: page.url, settings: page.settings });
  const version = await recordVersion(deps, {
    pageId: page.id,
    monitoringProductId,
    text: normalized.text,
    contentHash: normalized.hash,
    html,
    extracted: {
      fetcher: 'manual',
      status: extract.status,
      price: extract.price,
      availability: extract.availability,
      rating: extract.rating,
      problems: extract.problems,
    },
    requestId: null,
    observedAt: deps.now(),
  });
  const row = await requireSnapshot(deps.db, monitoringProductId, version.snapshotId);
  const [snapshot] = await loadSnapshots(deps.db, [row]);
  return { snapshot, created: version.created };
}
