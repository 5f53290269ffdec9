import type { VersionResource } from '@/lib/contract/monitoring/snapshots';
import { formatDateTime } from '@/lib/dates/format-date';
import { VERSION_FIELD } from '@/lib/monitoring/labels';
import { HeadRow } from './head-row';
import { StatusBadge } from './status-badge';
import { ScrollTable } from '@/components/ui/scroll-table';

type Props = {
  versions: readonly VersionResource[];
  newerId: number | null;
  olderId: number | null;
  onPick: (pick: { newer: number | null; older: number | null }) => void;
};

/**
 * The versions, newest first, each with "old" and "new" choices (two radio groups) and what changed:
 * a badge per changed field (a price change is the first badge, so it can be found at a glance),
 * then the text diff's size.
 */
export function VersionList({ versions, newerId, olderId, onPick }: Props) {
  return (
    <ScrollTable label="Versions table" className="w-full text-sm" data-testid="versions">
      <thead className="border-b border-border bg-muted/40">
        <HeadRow labels={['Old', 'New', 'Version', 'First seen', 'Last seen', 'Seen', 'What changed']} />
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
            <td className="px-3 py-2 text-muted-foreground">
              <ChangedFields fields={v.changed_fields} />
              {v.diff
                ? `+${v.diff.added} / −${v.diff.removed} (${Math.round(v.diff.change_ratio * 100)} %)${v.diff.pixel_diff_percent !== null ? ` · ${v.diff.pixel_diff_percent.toFixed(1)} % pixels` : ''}`
                : 'First version'}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** A badge per changed extracted field; a text-only change shows no badge (the diff size says it). */
function ChangedFields({ fields }: { fields: readonly string[] }) {
  const shown = fields.filter((f) => f !== 'content');
  if (shown.length === 0) return null;
  return (
    <span className="mr-2 inline-flex flex-wrap gap-1 align-middle" data-testid="changed-fields">
      {shown.map((field) => {
        const known = VERSION_FIELD[field] ?? { label: field, tone: 'neutral' as const };
        return (
          <StatusBadge key={field} tone={known.tone} title={`This version changed the ${known.label.toLowerCase()}`}>
            {known.label} changed
          </StatusBadge>
        );
      })}
    </span>
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
