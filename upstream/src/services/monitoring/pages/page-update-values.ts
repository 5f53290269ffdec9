import type { ExtractionSettingsColumn } from '@/lib/contract/monitoring/common';
import type { PageUpdateBody } from '@/lib/contract/monitoring/pages';
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
export function pageUpdateValues(current: PageRow, body: PageUpdateBody, sent: Record<string, unknown>, now: Date): PageUpdateValues {
  const out: PageUpdateValues = {};
  if (body.url !== undefined && body.url !== current.url) Object.assign(out, { url: body.url }, normalizePageUrl(body.url));
  if ('variation_id' in sent) out.variationId = body.variation_id ?? null;
  if ('company_retailer_id' in sent) out.companyRetailerId = body.company_retailer_id ?? null;
  if (body.fetch_mode !== undefined) out.fetchMode = body.fetch_mode;
  if ('settings' in sent) out.settings = keepLearned(toSettingsColumn(body.settings ?? {}), current.settings, body.settings?.learned_ignores);
  const pausedAfter = body.status === undefined ? current.status === 'paused' : body.status === 'paused';
  const restart =
    (body.status === 'active' && current.status === 'paused') ||
    (!pausedAfter && out.normalizedUrl !== undefined && out.normalizedUrl !== current.normalizedUrl);
  if (pausedAfter && current.status !== 'paused') out.status = 'paused';
  if (restart) Object.assign(out, { status: 'pending', statusDetail: null, consecutiveFailures: 0, consecutiveBlocks: 0, nextCheckAt: now });
  // Another URL is another page: what was learned about the old one is forgotten and learned again;
  // "Learn ignored parts" does the same and makes the page due now.
  if (body.relearn === true && !pausedAfter) out.nextCheckAt = now;
  if (body.relearn === true || (out.normalizedUrl !== undefined && out.normalizedUrl !== current.normalizedUrl)) {
    const { learnedIgnores: _learned, learnedAt: _at, ...rest } = out.settings ?? current.settings;
    out.settings = rest;
  }
  return out;
}

/**
 * What the engine learned stays with the page through an edit: a `learned_ignores` sent may only
 * remove entries (anything not learned is dropped — a person's own patterns are ignore_patterns),
 * and one not sent keeps the list as it is.
 */
function keepLearned(next: ExtractionSettingsColumn, current: ExtractionSettingsColumn, sent: string[] | undefined): ExtractionSettingsColumn {
  const learned = current.learnedIgnores ?? [];
  const kept = sent === undefined ? learned : learned.filter((p) => sent.includes(p));
  const { learnedIgnores: _drop, ...rest } = next;
  return { ...rest, ...(kept.length ? { learnedIgnores: kept } : {}), ...(current.learnedAt ? { learnedAt: current.learnedAt } : {}) };
}
