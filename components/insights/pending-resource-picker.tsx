'use client';

import { useId } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { InsightResource } from '@/lib/contract/insights';
import { usePendingResources } from '@/lib/insights/use-insight-queries';
import { formatBytes } from '@/lib/insights/upload-batches';
import { UploadResourcesButton } from './upload-resources-button';
import { RetryAlert } from '@/components/ui/retry-alert';

type Props = {
  /** Checked pending resource ids. */
  selected: readonly number[];
  onToggle: (id: number, checked: boolean) => void;
  /** Newly uploaded resources, checked right away. */
  onAdd: (ids: number[]) => void;
  legend?: string;
  hint?: string;
  errors?: string[];
};

/**
 * The caller's pending resources as checkboxes (each labelled by its file name), with an inline
 * "Upload resources"; what is uploaded here is checked.
 */
export function PendingResourcePicker({ selected, onToggle, onAdd, legend = 'Resources', hint, errors }: Props) {
  const errorId = useId();
  const pending = usePendingResources();
  const list = pending.data ?? [];
  return (
    <fieldset className="space-y-3 rounded-card border border-border p-4" aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="px-1 text-sm font-medium text-foreground">{legend}</legend>
      <p className="text-xs text-muted-foreground">{hint ?? 'Supporting documents you uploaded ahead. Checked ones are attached to the insight.'}</p>
      {pending.isPending ? <Spinner label="Loading pending resources" /> : null}
      {pending.isError ? <RetryAlert message="Could not load your pending resources" onRetry={() => pending.refetch()} /> : null}
      {pending.data && list.length === 0 ? <p className="text-sm text-muted-foreground">No pending resources yet.</p> : null}
      {list.length > 0 ? (
        <ul className="max-h-48 space-y-1 overflow-y-auto">
          {list.map((r) => (
            <ResourceCheckbox key={r.id} resource={r} checked={selected.includes(r.id)} onChange={(checked) => onToggle(r.id, checked)} />
          ))}
        </ul>
      ) : null}
      {errors?.length ? (
        <p id={errorId} className="text-sm text-danger">
          {errors.join(' ')}
        </p>
      ) : null}
      <UploadResourcesButton onUploaded={(uploaded) => onAdd(uploaded.map((r) => r.id))} />
    </fieldset>
  );
}

function ResourceCheckbox({ resource, checked, onChange }: { resource: InsightResource; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <li>
      <label className="flex cursor-pointer items-center gap-3 rounded-control px-2 py-1.5 text-sm hover:bg-muted">
        <input type="checkbox" className="size-4 shrink-0 accent-primary" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span className="min-w-0 flex-1 truncate">{resource.document.original_name}</span>
        <span className="shrink-0 text-xs text-muted-foreground" aria-hidden="true">
          {formatBytes(resource.document.size)}
        </span>
      </label>
    </li>
  );
}
