'use client';

import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '@/lib/api/api-fetch';
import type { TrashEntry, TrashPage } from '@/lib/contract/trash';
import { formatDateTime, formatDay } from '@/lib/dates/format-date';
import { toast } from '@/lib/toasts/toast-store';
import { trashContents, trashKind } from '@/lib/trash/describe-trash';
import { refreshAfterRestore, restoreTrashEntry } from '@/lib/trash/restore-deleted';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TrashIcon } from '@/components/ui/more-icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ShowOlderButton } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';

type Props = {
  /** `trash` (what I deleted), `workspaces/{id}/trash` (its managers) or `companies/{id}/trash` (its admins). */
  path: string;
  title: string;
  description: string;
};

/**
 * Deleted records still restorable (decision 0027), newest first: what each was, who deleted it
 * and when, what went with it, until when it stays; "Restore" puts it back whole. The upstream
 * decides who sees which entries and who may restore them (the delete's own rule).
 */
export function TrashList({ path, title, description }: Props) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const query = useInfiniteQuery({
    queryKey: ['trash', path],
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<TrashPage> => {
      const res = await apiFetch<TrashEntry[]>(path, { query: { per_page: 20, before: pageParam || undefined }, fallback: 'Failed to fetch the trash' });
      if (!res.ok) throw new Error(res.message);
      return res.body as TrashPage;
    },
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
  const entries = query.data?.pages.flatMap((p) => p.data) ?? [];

  const restore = async (entry: TrashEntry) => {
    setBusy(entry.id);
    const res = await restoreTrashEntry(entry.id);
    setBusy(null);
    if (!res.ok) {
      toast.error('Could not restore it', res.message);
      return;
    }
    toast.success('Restored', entry.subject.label ? `“${entry.subject.label}” is back.` : undefined);
    refreshAfterRestore(queryClient);
  };

  return (
    <section aria-label={title} className="mt-6 space-y-3">
      <div>
        <h2 className="text-lg font-semibold text-foreground">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {query.isPending ? <Spinner label="Loading the trash" /> : null}
      {query.isError ? <RetryAlert message="Failed to fetch the trash" onRetry={() => query.refetch()} /> : null}
      {query.isSuccess && entries.length === 0 ? (
        <EmptyState icon={TrashIcon} title="Nothing deleted" description="What is deleted here stays restorable for a while, listed here." />
      ) : null}
      {entries.length > 0 ? (
        <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
          {entries.map((e) => {
            const along = trashContents(e);
            return (
              <li key={e.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm compact:py-1.5">
                <div className="min-w-0 flex-1">
                  <p className="break-words text-foreground">
                    <span className="text-muted-foreground">{trashKind(e)}</span> <span className="font-medium">{e.subject.label ?? `#${e.subject.id}`}</span>
                    {along ? <span className="text-muted-foreground"> · with {along}</span> : null}
                  </p>
                  <p className="mt-0.5 text-xs text-muted-foreground">
                    Deleted {e.deleted_by ? `by ${e.deleted_by.name}${e.impersonated ? ' (by an administrator acting as them)' : ''} ` : ''}
                    <time dateTime={e.deleted_at}>{formatDateTime(e.deleted_at)}</time> · kept until{' '}
                    <time dateTime={e.purge_after}>{formatDay(e.purge_after)}</time>
                  </p>
                </div>
                <Button
                  size="small"
                  variant="outline"
                  disabled={busy !== null}
                  onClick={() => void restore(e)}
                  aria-label={`Restore ${e.subject.label ?? trashKind(e)}`}
                >
                  {busy === e.id ? 'Restoring…' : 'Restore'}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <ShowOlderButton pages={query} />
    </section>
  );
}
