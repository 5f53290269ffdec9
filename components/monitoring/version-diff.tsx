'use client';

import { useState } from 'react';
import { cn } from '@/components/ui/cn';
import { ScrollTable } from '@/components/ui/scroll-table';
import type { LineChange } from '@/lib/contract/monitoring/snapshots';
import { diffCounts, foldRows, sideBySide } from '@/lib/monitoring/diff-rows';
import type { DiffRow, Side } from '@/lib/monitoring/diff-rows';

const MARK: Record<Side['type'], string> = { removed: '−', added: '+', same: ' ' };
const WORD: Record<Side['type'], string> = { removed: 'Removed: ', added: 'Added: ', same: '' };
const TONE: Record<Side['type'], string> = { removed: 'bg-danger-soft text-danger', added: 'bg-success-soft text-success', same: '' };

function Cell({ side }: { side: Side | null }) {
  if (!side) return <td className="w-1/2 bg-muted/40" />;
  return (
    <td className={cn('w-1/2 px-2 py-0.5 align-top', TONE[side.type])} data-change={side.type}>
      <span className="mr-2 inline-block w-6 text-right text-muted-foreground select-none">{side.line}</span>
      <span aria-hidden="true" className="mr-1 font-bold select-none">
        {MARK[side.type]}
      </span>
      <span className="sr-only">{WORD[side.type]}</span>
      <span className="break-words whitespace-pre-wrap">{side.text}</span>
    </td>
  );
}

const Row = ({ row }: { row: DiffRow }) => (
  <tr>
    <Cell side={row.left} />
    <Cell side={row.right} />
  </tr>
);

/**
 * The text diff side by side: old on the left, new on the right. Changes are marked by colour and
 * by a sign (− / +) with words for screen readers; unchanged runs fold into "n unchanged lines".
 */
export function VersionDiff({ changes, oldLabel, newLabel }: { changes: readonly LineChange[]; oldLabel: string; newLabel: string }) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const items = foldRows(sideBySide(changes), 2);
  const counts = diffCounts(changes);
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {counts.added} line{counts.added === 1 ? '' : 's'} added, {counts.removed} removed.
      </p>
      <ScrollTable
        label="Text differences"
        boxClassName="rounded-control border border-border"
        className="w-full min-w-[36rem] table-fixed font-mono text-xs"
        data-testid="version-diff"
      >
        <thead className="border-b border-border bg-muted/40 font-sans">
          <tr>
            <th scope="col" className="px-2 py-1.5 text-left font-medium">
              {oldLabel}
            </th>
            <th scope="col" className="px-2 py-1.5 text-left font-medium">
              {newLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) =>
            item.kind === 'row' ? (
              <Row key={i} row={item} />
            ) : open.has(item.id) ? (
              item.rows.map((r, j) => <Row key={`${item.id}-${j}`} row={r} />)
            ) : (
              <tr key={item.id}>
                <td colSpan={2} className="bg-muted/40 px-2 py-1 text-center font-sans">
                  <button type="button" className="text-primary hover:underline" onClick={() => setOpen((s) => new Set(s).add(item.id))}>
                    Show {item.count} unchanged line{item.count === 1 ? '' : 's'}
                  </button>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </ScrollTable>
    </div>
  );
}
