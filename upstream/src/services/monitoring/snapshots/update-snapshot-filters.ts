import { eq } from 'drizzle-orm';
import type { SnapshotResource, SnapshotUpdateBody } from '@/lib/contract/monitoring/snapshots';
import type { Db } from '../../../db/client';
import { monitoringPages } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { normalizeSnapshot } from '../../../monitoring/snapshot/normalize';
import { loadSnapshots } from './load-snapshots';
import { requireSnapshot } from './require-snapshot';

/**
 * Field errors for selectors that cheerio cannot parse. Patterns are checked by the body's schema
 * (`snapshotUpdateBody`: RE2 must be able to run them, lib/contract/monitoring/user-pattern.ts).
 */
async function checkFilters(body: SnapshotUpdateBody): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const selector of body.ignore_selectors ?? []) {
    if ((await normalizeSnapshot('<p>x</p>', { ignoreSelectors: [selector], defaultPatterns: false })).problems.length)
      (errors.ignore_selectors ??= []).push(`"${selector}" is not a valid CSS selector.`);
  }
  const all = Object.values(errors).flat();
  if (all.length) throw new AppError('VALIDATION', all[0], { errors });
}

/**
 * `PUT .../snapshots/{id} {ignore_selectors?, ignore_patterns?}`: the noise filters of the snapshot's
 * page (stored in the page's extraction settings). They decide what counts as a change from the
 * next capture on; versions already stored are evidence and stay as they are.
 */
export async function updateSnapshotFilters(db: Db, monitoringProductId: number, snapshotId: number, body: SnapshotUpdateBody): Promise<SnapshotResource> {
  const snapshot = await requireSnapshot(db, monitoringProductId, snapshotId);
  await checkFilters(body);
  const [page] = await db.select({ settings: monitoringPages.settings }).from(monitoringPages).where(eq(monitoringPages.id, snapshot.pageId));
  const settings = { ...page.settings };
  if (body.ignore_selectors) settings.ignoreSelectors = body.ignore_selectors;
  if (body.ignore_patterns) settings.ignorePatterns = body.ignore_patterns;
  await db.update(monitoringPages).set({ settings, updatedAt: new Date() }).where(eq(monitoringPages.id, snapshot.pageId));
  const [resource] = await loadSnapshots(db, [snapshot]);
  return resource;
}
