import type { VersionDiff } from '@/lib/contract/monitoring/common';
import type { VersionDiffResource, VersionResource } from '@/lib/contract/monitoring/snapshots';
import type { monitoringVersions } from '../../../db/schema';

export type VersionRow = typeof monitoringVersions.$inferSelect;

/** The stored diff (camelCase in the row) in snake_case for the wire. */
export function toDiffResource(diff: VersionDiff | null): VersionDiffResource | null {
  if (!diff) return null;
  return { added: diff.added, removed: diff.removed, change_ratio: diff.changeRatio, pixel_diff_percent: diff.pixelDiffPercent };
}

export function toVersionResource(v: VersionRow): VersionResource {
  return {
    id: v.id,
    snapshot_id: v.snapshotId,
    number: v.number,
    content_hash: v.contentHash,
    previous_version_id: v.previousVersionId,
    first_seen_at: v.firstSeenAt.toISOString(),
    last_seen_at: v.lastSeenAt.toISOString(),
    seen_count: v.seenCount,
    diff: toDiffResource(v.diff),
    changed_fields: v.changedFields,
    has_screenshot: v.screenshotBlob !== null,
    has_html: v.htmlBlob !== null,
    request_id: v.requestId,
  };
}
