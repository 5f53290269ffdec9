'use client';

import { cn } from '@/components/ui/cn';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { VersionsIcon } from '@/components/ui/more-icons';
import { QueryState, failureText } from '@/components/ui/query-state';
import type { FileDiffLine, FileVersionCompare } from '@/lib/contract/files';
import { FILE_MSG } from '@/lib/files/messages';
import { useVersionCompare } from '@/lib/files/use-version-compare';
import type { ComparePair } from '@/lib/files/use-version-compare';

type Op = Exclude<FileDiffLine['op'], 'skip'>;
// The tone pairs (success on success-soft, danger on danger-soft) are held to 4.5:1 in both themes (lib/ui/theme-contrast.test.ts).
const TONE: Record<Op, string> = { add: 'bg-success-soft text-success', remove: 'bg-danger-soft text-danger', equal: '' };
const SIGN: Record<Op, string> = { add: '+', remove: '−', equal: '' };
// The sign is a picture; screen readers hear the word (a change is never told by colour alone).
const WORD: Record<Op, string> = { add: 'Added: ', remove: 'Removed: ', equal: '' };

const lines = (n: number, what = 'line') => `${n.toLocaleString('en-US')} ${what}${n === 1 ? '' : 's'}`;

function Line({ line }: { line: FileDiffLine }) {
  if (line.op === 'skip') {
    return (
      <tr>
        <td colSpan={4} className="bg-muted/40 px-3 py-1 font-sans text-muted-foreground">
          {lines(line.count, 'unchanged line')} not shown
        </td>
      </tr>
    );
  }
  const number = cn('w-px px-2 text-right tabular-nums select-none', line.op === 'equal' && 'text-muted-foreground');
  return (
    <tr className={TONE[line.op] || undefined} data-op={line.op}>
      <td className={number}>{line.op === 'add' ? '' : line.old_line}</td>
      <td className={number}>{line.op === 'remove' ? '' : line.new_line}</td>
      <td aria-hidden="true" className="w-px pl-1 font-bold select-none">
        {SIGN[line.op]}
      </td>
      {/* whitespace-pre: indentation and columns as in the file; a long line scrolls the box, never the page. */}
      <td className="pr-3 pl-1 whitespace-pre">
        {WORD[line.op] ? <span className="sr-only">{WORD[line.op]}</span> : null}
        {line.text}
      </td>
    </tr>
  );
}

/**
 * A unified diff of two versions: removed lines (−, red tint) and added ones (+, green tint) with
 * their line numbers on each side, a few unchanged lines around them, longer unchanged runs as
 * "n unchanged lines not shown". Monospace; the box scrolls sideways on a narrow screen.
 */
export function DiffLines({ diff }: { diff: FileVersionCompare }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">
        {diff.from.name} (version {diff.from.version}) → {diff.to.name} (version {diff.to.version}): {lines(diff.added)} added,{' '}
        {diff.removed.toLocaleString('en-US')} removed.
      </p>
      <div
        role="region"
        aria-label={`Changes from version ${diff.from.version} to version ${diff.to.version}`}
        // Focusable so a keyboard can scroll a wide line into view.
        tabIndex={0}
        className="overflow-x-auto rounded-control border border-border focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table className="min-w-full border-collapse font-mono text-xs leading-5" data-testid="version-compare">
          <thead className="sr-only">
            <tr>
              <th scope="col">Line in version {diff.from.version}</th>
              <th scope="col">Line in version {diff.to.version}</th>
              <th scope="col">Change</th>
              <th scope="col">Text</th>
            </tr>
          </thead>
          <tbody>
            {diff.lines.map((line, i) => (
              <Line key={i} line={line} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The comparison's read in its states: loading, failed (the upstream's reason, e.g. not text or too large), no differences, the diff. */
export function VersionCompareBody({ fileId, pair }: { fileId: number; pair: ComparePair }) {
  const compare = useVersionCompare(fileId, pair);
  return (
    <QueryState
      data={compare.data}
      pending={compare.isPending}
      failed={compare.error ? failureText(compare.error, FILE_MSG.compare) : null}
      onRetry={compare.refetch}
      label="changes"
      isEmpty={(diff) => diff.added === 0 && diff.removed === 0}
      empty={
        <EmptyState
          icon={VersionsIcon}
          headingLevel={3}
          title="No differences"
          description={`Versions ${pair.base.version} and ${pair.version.version} have the same lines.`}
        />
      }
    >
      {(diff) => <DiffLines diff={diff} />}
    </QueryState>
  );
}

/** "Compare with previous": the diff of a version against an older one, in a dialog over the file's. `pair` stays set while it closes. */
export function VersionCompareDialog({
  fileId,
  pair,
  open,
  onOpenChange,
}: {
  fileId: number;
  pair: ComparePair | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open && pair !== null}
      onOpenChange={onOpenChange}
      title={pair ? `Version ${pair.version.version} compared with version ${pair.base.version}` : 'Compare versions'}
      size="lg"
    >
      {pair ? <VersionCompareBody key={`${pair.version.id}-${pair.base.id}`} fileId={fileId} pair={pair} /> : null}
    </Dialog>
  );
}
