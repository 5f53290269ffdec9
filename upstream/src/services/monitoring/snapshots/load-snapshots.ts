import { eq, inArray } from 'drizzle-orm';
import type { SnapshotResource } from '@/lib/contract/monitoring/snapshots';
import type { Db } from '../../../db/client';
import type { monitoringSnapshots } from '../../../db/schema';
import { companyRetailers, monitoringPages, monitoringVersions } from '../../../db/schema';
import { toDiffResource } from './to-version-resource';

export type SnapshotRow = typeof monitoringSnapshots.$inferSelect;

/** Snapshot rows on the wire with their page's URL, retailer, noise filters and last version (three queries). */
export async function loadSnapshots(db: Db, rows: SnapshotRow[]): Promise<SnapshotResource[]> {
  if (rows.length === 0) return [];
  const pages = await db
    .select({ id: monitoringPages.id, url: monitoringPages.url, settings: monitoringPages.settings, retailer: companyRetailers.name })
    .from(monitoringPages)
    .leftJoin(companyRetailers, eq(companyRetailers.id, monitoringPages.companyRetailerId))
    .where(
      inArray(
        monitoringPages.id,
        rows.map((r) => r.pageId),
      ),
    );
  const versionIds = rows.map((r) => r.lastVersionId).filter((id): id is number => id !== null);
  const versions = versionIds.length ? await db.select().from(monitoringVersions).where(inArray(monitoringVersions.id, versionIds)) : [];
  const pageOf = new Map(pages.map((p) => [p.id, p]));
  const versionOf = new Map(versions.map((v) => [v.id, v]));
  return rows.map((s) => {
    const page = pageOf.get(s.pageId);
    const last = s.lastVersionId === null ? undefined : versionOf.get(s.lastVersionId);
    return {
      id: s.id,
      page_id: s.pageId,
      kind: 'page',
      url: page?.url ?? '',
      retailer: page?.retailer ?? null,
      version_count: s.versionCount,
      seen_count: s.seenCount,
      last_seen_at: s.lastSeenAt?.toISOString() ?? null,
      last_version: last
        ? {
            id: last.id,
            number: last.number,
            first_seen_at: last.firstSeenAt.toISOString(),
            last_seen_at: last.lastSeenAt.toISOString(),
            diff: toDiffResource(last.diff),
          }
        : null,
      ignore_selectors: page?.settings.ignoreSelectors ?? [],
      ignore_patterns: page?.settings.ignorePatterns ?? [],
      created_at: s.createdAt.toISOString(),
    };
  });
}
