import type { LineChange, SnapshotResource, VersionResource } from '@/lib/contract/monitoring/snapshots';

/**
 * The text of a version attached as evidence to an insight: where and when it was seen, and the
 * changed lines against the version it was compared with (− old, + new), so the file stands alone.
 */
export function evidenceText(
  snapshot: Pick<SnapshotResource, 'url' | 'retailer'>,
  newer: Pick<VersionResource, 'number' | 'first_seen_at' | 'last_seen_at'>,
  older: Pick<VersionResource, 'number'> | null,
  changes: readonly LineChange[],
): string {
  const head = [
    `Retailer page: ${snapshot.url}${snapshot.retailer ? ` (${snapshot.retailer})` : ''}`,
    `Version ${newer.number}, first seen ${newer.first_seen_at}, last seen ${newer.last_seen_at}`,
    older ? `Changes against version ${older.number}:` : 'First version of the page.',
  ];
  const lines = changes.filter((c) => c.type !== 'same').map((c) => `${c.type === 'added' ? '+' : '-'} ${c.text}`);
  return `${[...head, '', ...(lines.length > 0 ? lines : ['(no text changes)'])].join('\n')}\n`;
}
