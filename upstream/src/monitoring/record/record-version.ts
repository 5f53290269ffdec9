import { and, desc, eq, sql } from 'drizzle-orm';
import type { VersionDiff } from '@/lib/contract/monitoring/common';
import { monitoringSnapshots, monitoringVersions } from '../../db/schema';
import { changedFields, type VersionField } from './changed-fields';
import { pixelDiffPercent } from './pixel-diff';
import { readBlob } from './read-blob';
import { storeBlob, type BlobDeps } from './store-blob';
import { textDiff } from './text-diff';

export type RecordVersionInput = {
  pageId: number;
  monitoringProductId: number;
  /** The normalized text (normalizeSnapshot), what decides whether the page changed. */
  text: string;
  contentHash: string;
  /** Sanitized page HTML (scripts removed), kept to show the page as it was. */
  html?: string;
  /** PNG screenshot. */
  screenshot?: Buffer;
  extracted: Record<string, unknown>;
  requestId?: number | null;
  observedAt: Date;
};

export type RecordVersionResult = {
  snapshotId: number;
  versionId: number;
  created: boolean;
  number: number;
  /** What the new version changed (empty when none was made, or for version 1). */
  changedFields: VersionField[];
};

type VersionRow = typeof monitoringVersions.$inferSelect;

/** The page's snapshot row (kind 'page'), made on first use; concurrent first uses share one. */
async function ensureSnapshot(deps: BlobDeps, pageId: number, monitoringProductId: number): Promise<number> {
  await deps.db.insert(monitoringSnapshots).values({ pageId, monitoringProductId, kind: 'page' }).onConflictDoNothing();
  const [row] = await deps.db
    .select({ id: monitoringSnapshots.id })
    .from(monitoringSnapshots)
    .where(and(eq(monitoringSnapshots.pageId, pageId), eq(monitoringSnapshots.kind, 'page')))
    .limit(1);
  return row.id;
}

async function latestVersion(deps: BlobDeps, snapshotId: number): Promise<VersionRow | null> {
  const [row] = await deps.db
    .select()
    .from(monitoringVersions)
    .where(eq(monitoringVersions.snapshotId, snapshotId))
    .orderBy(desc(monitoringVersions.number))
    .limit(1);
  return row ?? null;
}

/** Unchanged content: only the last-seen time and the counts move (cases 6, 7, 20). */
async function markSeen(deps: BlobDeps, snapshotId: number, version: VersionRow, observedAt: Date): Promise<void> {
  await deps.db
    .update(monitoringVersions)
    .set({
      lastSeenAt: sql`greatest(${monitoringVersions.lastSeenAt}, ${observedAt.toISOString()}::timestamptz)`,
      seenCount: sql`${monitoringVersions.seenCount} + 1`,
    })
    .where(eq(monitoringVersions.id, version.id));
  await touchSnapshot(deps, snapshotId, observedAt);
}

/** Counts and the last version are recomputed from the versions, so racing writers cannot skew them. */
async function touchSnapshot(deps: BlobDeps, snapshotId: number, observedAt: Date): Promise<void> {
  const at = observedAt.toISOString();
  await deps.db
    .update(monitoringSnapshots)
    .set({
      seenCount: sql`${monitoringSnapshots.seenCount} + 1`,
      lastSeenAt: sql`greatest(coalesce(${monitoringSnapshots.lastSeenAt}, ${at}::timestamptz), ${at}::timestamptz)`,
      lastVersionId: sql`(select id from monitoring_versions v where v.snapshot_id = ${snapshotId} order by v.number desc limit 1)`,
      versionCount: sql`(select count(*)::int from monitoring_versions v where v.snapshot_id = ${snapshotId})`,
      updatedAt: new Date(),
    })
    .where(eq(monitoringSnapshots.id, snapshotId));
}

async function diffAgainst(deps: BlobDeps, previous: VersionRow, text: string, screenshot: Buffer | undefined): Promise<VersionDiff> {
  const before = (await readBlob(deps, previous.textBlob))?.toString('utf8') ?? '';
  let pixels: number | null = null;
  if (screenshot && previous.screenshotBlob) {
    const old = await readBlob(deps, previous.screenshotBlob);
    pixels = old ? pixelDiffPercent(old, screenshot) : null;
  }
  return { ...textDiff(before, text), pixelDiffPercent: pixels };
}

/**
 * Records one observation of a page's content. The same normalized hash and the same extracted
 * fields (price, availability, title, rating, …) as the latest version only move last-seen and
 * counts; a change in either stores the blobs (deduplicated by content) and creates
 * version n+1 with its diff against version n. Safe under concurrency: the unique (snapshot,
 * number) index decides a race, and the loser looks again (it may find its content already there).
 */
export async function recordVersion(deps: BlobDeps, input: RecordVersionInput): Promise<RecordVersionResult> {
  const snapshotId = await ensureSnapshot(deps, input.pageId, input.monitoringProductId);
  let blobs: { text: string; html: string | null; screenshot: string | null } | null = null;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const previous = await latestVersion(deps, snapshotId);
    const changed = previous ? changedFields(previous, input) : [];
    if (previous && changed.length === 0) {
      await markSeen(deps, snapshotId, previous, input.observedAt);
      return { snapshotId, versionId: previous.id, created: false, number: previous.number, changedFields: [] };
    }
    blobs ??= {
      text: (await storeBlob(deps, input.text, 'text/plain; charset=utf-8')).hash,
      html: input.html === undefined ? null : (await storeBlob(deps, input.html, 'text/html; charset=utf-8')).hash,
      screenshot: input.screenshot === undefined ? null : (await storeBlob(deps, input.screenshot, 'image/png')).hash,
    };
    const diff = previous ? await diffAgainst(deps, previous, input.text, input.screenshot) : null;
    const number = (previous?.number ?? 0) + 1;
    const [created] = await deps.db
      .insert(monitoringVersions)
      .values({
        snapshotId,
        number,
        contentHash: input.contentHash,
        previousVersionId: previous?.id ?? null,
        textBlob: blobs.text,
        htmlBlob: blobs.html,
        screenshotBlob: blobs.screenshot,
        diff,
        extracted: input.extracted,
        changedFields: changed,
        requestId: input.requestId ?? null,
        firstSeenAt: input.observedAt,
        lastSeenAt: input.observedAt,
        seenCount: 1,
      })
      .onConflictDoNothing()
      .returning({ id: monitoringVersions.id });
    if (created) {
      await touchSnapshot(deps, snapshotId, input.observedAt);
      return { snapshotId, versionId: created.id, created: true, number, changedFields: changed };
    }
  }
  throw new Error(`recordVersion: gave up after repeated races on snapshot ${snapshotId}`);
}
