import type { PageBody } from '@/lib/contract/monitoring/pages';
import type { monitoringPages } from '../../../db/schema';
import { normalizePageUrl } from './normalize-page-url';
import type { PageRow } from './require-page';
import { toSettingsColumn } from './settings-column';

export type PageUpdateValues = Partial<typeof monitoringPages.$inferInsert>;

/**
 * The columns a page edit changes. People pause or resume a page; every other status is the
 * engine's. Resuming, or pointing the page at another URL, makes it `pending` and due now, with
 * the failure streak reset (it says nothing about the new URL). Settings sent replace the old ones.
 */
export function pageUpdateValues(current: PageRow, body: Partial<PageBody>, sent: Record<string, unknown>, now: Date): PageUpdateValues {
  const out: PageUpdateValues = {};
  if (body.url !== undefined && body.url !== current.url) Object.assign(out, { url: body.url }, normalizePageUrl(body.url));
  if ('variation_id' in sent) out.variationId = body.variation_id ?? null;
  if ('company_retailer_id' in sent) out.companyRetailerId = body.company_retailer_id ?? null;
  if (body.fetch_mode !== undefined) out.fetchMode = body.fetch_mode;
  if ('settings' in sent) out.settings = toSettingsColumn(body.settings ?? {});
  const pausedAfter = body.status === undefined ? current.status === 'paused' : body.status === 'paused';
  const restart =
    (body.status === 'active' && current.status === 'paused') ||
    (!pausedAfter && out.normalizedUrl !== undefined && out.normalizedUrl !== current.normalizedUrl);
  if (pausedAfter && current.status !== 'paused') out.status = 'paused';
  if (restart) Object.assign(out, { status: 'pending', statusDetail: null, consecutiveFailures: 0, consecutiveBlocks: 0, nextCheckAt: now });
  return out;
}
