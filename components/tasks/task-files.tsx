'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { latestSummary } from '@/components/files/file-row';
import { FileTypeIcon } from '@/components/files/file-type-icon';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FileIcon } from '@/components/ui/icons';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { FileRecord } from '@/lib/contract/files';
import type { TaskDetail } from '@/lib/contract/tasks';
import { documentKind } from '@/lib/files/format';
import { recordUrl } from '@/lib/routes/record-url';
import { TASK_MSG } from '@/lib/tasks/messages';
import { fileDownloadHref, taskFileApi } from '@/lib/tasks/task-paths';
import { AttachFilePicker } from './attach-file-picker';
import { UploadTaskFile } from './upload-task-file';

type Mode = 'closed' | 'attach' | 'upload';

function FileLinks({ file }: { file: FileRecord }) {
  const v = file.latest_version;
  const linkClass = 'text-xs font-medium text-primary hover:underline';
  return (
    <span className="flex flex-wrap gap-x-3">
      <Link href={recordUrl('file', file.id, file.workspace_id)} className={linkClass} aria-label={`Open ${file.name}`}>
        Open
      </Link>
      {v.kind === 'upload' ? (
        <a href={fileDownloadHref(file.id, v.id)} className={linkClass} aria-label={`Download ${file.name}`}>
          Download
        </a>
      ) : v.external_url ? (
        <a href={v.external_url} target="_blank" rel="noopener noreferrer" className={linkClass} aria-label={`Visit link of ${file.name} (opens in a new tab)`}>
          Visit link
        </a>
      ) : null}
    </span>
  );
}

/** Files of the task: open or download each, detach it ("Remove": the file stays), attach a workspace file or upload one. */
export function TaskFiles({ task }: { task: TaskDetail }) {
  const [mode, setMode] = useState<Mode>('closed');
  const detach = useApiMutation<unknown, number>({
    request: (fileId) => apiFetch(taskFileApi(task.id, fileId), { method: 'DELETE' }),
    errorFallback: TASK_MSG.update,
    success: { title: TASK_MSG.fileRemoved },
    invalidate: [queryKeys.tasks, queryKeys.files],
  });
  const attachedIds = task.files.map((f) => f.id);

  return (
    <section aria-labelledby={`task-${task.id}-files`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`task-${task.id}-files`} className="text-base font-semibold">
          Files <span className="font-normal text-muted-foreground">({task.files.length})</span>
        </h3>
        {task.can_write && mode === 'closed' ? (
          <span className="flex gap-2">
            <Button size="small" variant="outline" onClick={() => setMode('attach')}>
              Attach file
            </Button>
            <Button size="small" variant="outline" onClick={() => setMode('upload')}>
              Upload file
            </Button>
          </span>
        ) : null}
      </div>
      {task.files.length === 0 && mode === 'closed' ? <EmptyState compact headingLevel={4} icon={FileIcon} title="No files attached" /> : null}
      {task.files.length > 0 ? (
        <ul aria-label="Task files" className="divide-y divide-border rounded-card border border-border">
          {task.files.map((f) => (
            <li key={f.id} className="flex items-center gap-3 px-3 py-2">
              <FileTypeIcon
                kind={f.latest_version.kind === 'url' ? 'link' : documentKind(f.latest_version.document?.mime ?? 'application/octet-stream')}
                className="size-8"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{f.name}</p>
                <p className="truncate text-xs text-muted-foreground">{latestSummary(f)}</p>
                <FileLinks file={f} />
              </div>
              {task.can_write ? (
                <Button size="small" variant="outline" aria-label={`Remove ${f.name}`} disabled={detach.isPending} onClick={() => void detach.run(f.id)}>
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {mode === 'attach' ? (
        <AttachFilePicker taskId={task.id} workspaceId={task.workspace_id} attachedIds={attachedIds} onClose={() => setMode('closed')} />
      ) : null}
      {mode === 'upload' ? <UploadTaskFile taskId={task.id} onClose={() => setMode('closed')} /> : null}
    </section>
  );
}
