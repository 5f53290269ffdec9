'use client';

import { Button } from '@/components/ui/button';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import type { Paged } from '@/lib/directories/fetch-page';
import { RetryAlert } from '@/components/ui/retry-alert';

export type PickerOption = { id: number; name: string; detail: string; image: string | null };

export type PickerResultsProps = {
  /** "retailers", "brands"… for labels and the live count. */
  noun: [string, string];
  text: string;
  onText: (text: string) => void;
  data: Paged<PickerOption> | undefined;
  pending: boolean;
  busy: boolean;
  error: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
  /** Company record ids already in the workspace. */
  taken: ReadonlySet<number> | undefined;
  /** The option being added (its button spins; the others wait). */
  addingId: number | null;
  onAdd: (option: PickerOption) => void;
  /** Shown when nothing exists at all (no search typed). */
  none: string;
};

/**
 * Search a company list as you type and add one of the results; results already in the workspace
 * say so instead of offering an "Add" button. A live region announces how many were found.
 */
export function PickerResults({ noun, text, onText, data, pending, busy, error, onRetry, onPage, taken, addingId, onAdd, none }: PickerResultsProps) {
  const items = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  return (
    <div className="space-y-3">
      <Field label={`Search ${noun[1]}`} hint="Results appear as you type.">
        <Input type="search" value={text} onChange={(e) => onText(e.target.value)} placeholder="Name" autoComplete="off" maxLength={100} data-autofocus />
      </Field>
      <p aria-live="polite" className="sr-only">
        {pending || busy ? 'Searching…' : `${total} ${total === 1 ? noun[0] : noun[1]} found.`}
      </p>
      {pending ? <Spinner label={`Loading ${noun[1]}`} /> : null}
      {error && !data ? <RetryAlert message="The search failed" onRetry={onRetry} /> : null}
      {data && items.length === 0 ? <p className="text-sm text-muted-foreground">{text.trim() ? `No ${noun[1]} named like “${text.trim()}”.` : none}</p> : null}
      {items.length > 0 ? (
        <ul aria-label={`Matching ${noun[1]}`} aria-busy={busy || undefined} className="divide-y divide-border rounded-card border border-border">
          {items.map((o) => (
            <li key={o.id} className="flex items-center gap-3 px-3 py-2">
              <EntityAvatar name={o.name} image={o.image} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{o.name}</p>
                {o.detail ? <p className="truncate text-xs text-muted-foreground">{o.detail}</p> : null}
              </div>
              {taken?.has(o.id) ? (
                <span className="text-xs whitespace-nowrap text-muted-foreground">In this workspace</span>
              ) : (
                <Button
                  size="small"
                  variant="outline"
                  onClick={() => onAdd(o)}
                  loading={addingId === o.id}
                  loadingText="Adding…"
                  disabled={addingId !== null && addingId !== o.id}
                  aria-label={`Add ${o.name}`}
                >
                  Add
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.meta.last_page > 1 ? <Pager meta={data.meta} onPage={onPage} noun={noun} busy={busy} /> : null}
    </div>
  );
}
