'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { latestSummary } from '@/components/files/file-row';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { FileRecord } from '@/lib/contract/files';
import { FILE_MSG } from '@/lib/files/messages';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { TASK_MSG } from '@/lib/tasks/messages';
import { taskActionApi } from '@/lib/tasks/task-paths';

type Props = { taskId: number; workspaceId: number; attachedIds: readonly number[]; onClose: () => void };

/**
 * Attach a file of the task's workspace: a search box over `GET files?workspace_ids=&search=` (the
 * newest ten, narrowed as you type), each result with its "Attach" button (`POST tasks/{id}/files`
 * with `file_id`, multipart like the upload).
 */
export function AttachFilePicker({ taskId, workspaceId, attachedIds, onClose }: Props) {
  const inputId = `find-file-${useId().replace(/:/g, '')}`;
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const results = useQuery({
    // Under `queryKeys.files`: a file uploaded or deleted elsewhere refreshes the choices.
    queryKey: [...queryKeys.files, 'task-picker', workspaceId, search],
    queryFn: async ({ signal }) => {
      const res = await apiFetch<FileRecord[]>('files', {
        query: { workspace_ids: workspaceId, search: search || undefined, per_page: 10 },
        signal,
        fallback: FILE_MSG.fetchList,
      });
      if (!res.ok) throw new ApiError(res);
      return res.data;
    },
    placeholderData: keepPreviousData,
  });
  useErrorToast(results.error, FILE_MSG.fetchList);
  const attach = useApiMutation<unknown, number>({
    request: (fileId) => {
      const form = new FormData();
      form.set('file_id', String(fileId));
      return apiFetch(taskActionApi(taskId, 'files'), { method: 'POST', formData: form });
    },
    errorFallback: TASK_MSG.update,
    success: { title: TASK_MSG.fileAttached },
    invalidate: [queryKeys.tasks],
    onSuccess: onClose,
  });
  const files = results.data ?? [];

  return (
    <div className="space-y-3 rounded-card border border-border bg-muted/40 p-3 sm:p-4">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium">
          Find a file
        </label>
        <Input
          id={inputId}
          type="search"
          value={text}
          autoFocus
          placeholder="Search this workspace's files by name"
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {results.isPending ? <Spinner label="Loading files" /> : null}
      {!results.isPending && files.length === 0 ? (
        <p className="text-sm text-muted-foreground">{search ? `No files match “${search}”.` : 'This workspace has no files yet. Upload one instead.'}</p>
      ) : null}
      {files.length > 0 ? (
        <ul
          aria-label="Matching files"
          aria-busy={results.isFetching || undefined}
          className="max-h-64 divide-y divide-border overflow-y-auto rounded-card border border-border bg-surface"
        >
          {files.map((f) => {
            const attached = attachedIds.includes(f.id);
            return (
              <li key={f.id} className="flex items-center gap-3 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{f.name}</p>
                  <p className="truncate text-xs text-muted-foreground">{latestSummary(f)}</p>
                </div>
                <Button
                  size="small"
                  variant={attached ? 'outline' : 'primary'}
                  disabled={attached || attach.isPending}
                  aria-label={attached ? `${f.name} is attached` : `Attach ${f.name}`}
                  onClick={() => void attach.run(f.id)}
                >
                  {attached ? 'Attached' : 'Attach'}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="flex justify-end">
        <Button size="small" variant="outline" onClick={onClose}>
          Done
        </Button>
      </div>
    </div>
  );
}
