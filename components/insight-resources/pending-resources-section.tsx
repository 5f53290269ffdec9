'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ListFeedback } from '@/components/companies/list-feedback';
import { UploadResourcesButton } from '@/components/insights/upload-resources-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PaperclipIcon } from '@/components/ui/icons';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { insightsHref } from '@/lib/insights/insight-paths';
import { INSIGHT_MSG } from '@/lib/insights/messages';
import { usePendingResources } from '@/lib/insights/use-insight-queries';
import { PendingResourceRow } from './pending-resource-row';

/**
 * The caller's pending resources: upload several (with progress), delete, and "Create insight from
 * selected" (where the caller may create), which opens the insights screen's "New insight" with them checked.
 */
export function PendingResourcesSection({ workspaceId, canCreate }: { workspaceId: string; canCreate: boolean }) {
  const router = useRouter();
  const pending = usePendingResources();
  useErrorToast(pending.error, INSIGHT_MSG.fetch);
  const [checked, setChecked] = useState<number[]>([]);
  const list = pending.data ?? [];
  // Ids deleted or attached elsewhere drop out of the selection on their own.
  const selected = checked.filter((id) => list.some((r) => r.id === id));
  const allChecked = list.length > 0 && selected.length === list.length;

  const check = (id: number, on: boolean) => setChecked((s) => (on ? [...new Set([...s, id])] : s.filter((x) => x !== id)));

  return (
    <section aria-labelledby="pending-resources" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="pending-resources" className="text-lg font-semibold">
            Pending resources
          </h2>
          <p className="text-sm text-muted-foreground">Documents you uploaded that are not in an insight yet. Only you see them.</p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <UploadResourcesButton
            variant="primary"
            size="base"
            onUploaded={(uploaded) => setChecked((s) => [...new Set([...s, ...uploaded.map((r) => r.id)])])}
          />
        </div>
      </div>
      {!pending.data ? (
        <ListFeedback pending={pending.isPending} error={pending.error} label="pending resources" fallback={INSIGHT_MSG.fetch} onRetry={pending.refetch} />
      ) : null}
      {pending.data && list.length === 0 ? (
        <EmptyState
          icon={PaperclipIcon}
          headingLevel={3}
          title="No pending resources"
          description="Upload documents here, then create an insight from them, or attach them to an existing one."
        />
      ) : null}
      {list.length > 0 ? (
        <div className="overflow-hidden rounded-card border border-border bg-surface">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2">
            <label className="flex items-center gap-3 text-sm text-muted-foreground">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={allChecked}
                onChange={(e) => setChecked(e.target.checked ? list.map((r) => r.id) : [])}
              />
              Select all
            </label>
            {canCreate ? (
              <Button size="small" disabled={selected.length === 0} onClick={() => router.push(insightsHref(workspaceId, { preselected: selected }))}>
                Create insight from selected{selected.length ? ` (${selected.length})` : ''}
              </Button>
            ) : null}
          </div>
          <ul aria-label="Pending resources" className="divide-y divide-border">
            {list.map((r) => (
              <PendingResourceRow key={r.id} resource={r} checked={selected.includes(r.id)} onCheck={(on) => check(r.id, on)} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
