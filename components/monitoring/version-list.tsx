import type { VersionResource } from '@/lib/contract/monitoring/snapshots';
import { formatDateTime } from '@/lib/dates/format-date';
import { HeadRow } from './head-row';

type Props = {
  versions: readonly VersionResource[];
  newerId: number | null;
  olderId: number | null;
  onPick: (pick: { newer: number | null; older: number | null }) => void;
};

/** The versions, newest first, each with "old" and "new" choices (two radio groups) and what changed. */
export function VersionList({ versions, newerId, olderId, onPick }: Props) {
  return (
    <div className="overflow-x-auto" role="region" aria-label="Versions table" tabIndex={0}>
      <table className="w-full text-sm" data-testid="versions">
        <thead className="border-b border-border bg-muted/40">
          <HeadRow labels={['Old', 'New', 'Version', 'First seen', 'Last seen', 'Seen', 'Change']} />
        </thead>
        <tbody className="divide-y divide-border">
          {versions.map((v) => (
            <tr key={v.id}>
              <PickCell
                name="older"
                label={`Compare from version ${v.number}`}
                checked={olderId === v.id}
                disabled={v.id === newerId}
                onPick={() => onPick({ newer: newerId, older: v.id })}
              />
              <PickCell
                name="newer"
                label={`Compare to version ${v.number}`}
                checked={newerId === v.id}
                disabled={v.id === olderId}
                onPick={() => onPick({ newer: v.id, older: olderId })}
              />
              <td className="px-3 py-2 font-medium">#{v.number}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(v.first_seen_at)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(v.last_seen_at)}</td>
              <td className="px-3 py-2">{v.seen_count}×</td>
              <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
                {v.diff
                  ? `+${v.diff.added} / −${v.diff.removed} (${Math.round(v.diff.change_ratio * 100)} %)${v.diff.pixel_diff_percent !== null ? ` · ${v.diff.pixel_diff_percent.toFixed(1)} % pixels` : ''}`
                  : 'First version'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One radio of the "old" or "new" group, in its cell. */
function PickCell({ name, label, checked, disabled, onPick }: { name: string; label: string; checked: boolean; disabled: boolean; onPick: () => void }) {
  return (
    <td className="px-3 py-2">
      <input type="radio" name={name} className="size-4 accent-primary" aria-label={label} checked={checked} disabled={disabled} onChange={onPick} />
    </td>
  );
}
