'use client';

import { useState } from 'react';
import { DownloadIcon } from '@/components/insights/insight-icons';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { InsightResource } from '@/lib/contract/insights';
import { formatDay } from '@/lib/insights/insight-format';
import { pendingResourceApi, resourceDownloadUrl } from '@/lib/insights/insight-paths';
import { INSIGHT_MSG } from '@/lib/insights/messages';
import { formatBytes } from '@/lib/insights/upload-batches';

type Props = { resource: InsightResource; checked: boolean; onCheck: (checked: boolean) => void };

/** A pending resource: checkbox (labelled by the file name), size and date, download, delete with confirmation. */
export function PendingResourceRow({ resource, checked, onCheck }: Props) {
  const [confirming, setConfirming] = useState(false);
  const name = resource.document.original_name;
  const remove = useApiMutation({
    request: () => apiFetch(pendingResourceApi(resource.id), { method: 'DELETE', fallback: INSIGHT_MSG.delete }),
    errorFallback: INSIGHT_MSG.delete,
    success: { title: INSIGHT_MSG.resourceDeleted },
    invalidate: [queryKeys.pendingResources],
    onSuccess: () => onCheck(false),
  });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-muted/60">
      {/* At least 12rem for the name: on a phone the size, date and actions wrap under it instead of cutting it to a few letters. */}
      <label className="flex min-w-48 flex-1 cursor-pointer items-center gap-3 text-sm">
        <input type="checkbox" className="size-4 shrink-0 accent-primary" checked={checked} onChange={(e) => onCheck(e.target.checked)} />
        <span className="min-w-0 truncate font-medium text-foreground">{name}</span>
      </label>
      <span className="text-xs text-muted-foreground">
        {formatBytes(resource.document.size)} · {formatDay(resource.created_at)}
      </span>
      <div className="flex gap-2">
        <a
          href={resourceDownloadUrl(resource.id)}
          download
          aria-label={`Download ${name}`}
          className="inline-flex size-8 items-center justify-center rounded-control border border-border-strong text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <DownloadIcon />
        </a>
        <Button size="small" variant="outline" aria-label={`Delete ${name}`} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete resource?"
        text={`“${name}” will be deleted. This cannot be undone.`}
        onConfirm={() => remove.run()}
        pendingLabel="Deleting…"
      />
    </li>
  );
}
