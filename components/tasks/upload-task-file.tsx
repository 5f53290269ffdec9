'use client';

import { useId, useState } from 'react';
import { FilePicker } from '@/components/ui/file-picker';
import type { FormEvent } from 'react';
import { useUploadSubmit } from '@/lib/files/use-upload-submit';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { UploadProgress } from '@/components/ui/progress-bar';
import { queryKeys } from '@/lib/api/query-keys';
import { formatBytes, nameFromFileName } from '@/lib/files/format';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS_TEXT } from '@/lib/files/limits';
import { TASK_MSG } from '@/lib/tasks/messages';
import { taskActionApi } from '@/lib/tasks/task-paths';

type Props = { taskId: number; onClose: () => void };

/**
 * Upload a document to the task (`POST tasks/{id}/files` with `file` and `name`, streamed with
 * progress): it becomes a file of the task's workspace and is attached. Closing cancels the upload.
 */
export function UploadTaskFile({ taskId, onClose }: Props) {
  const fileId = `task-file-${useId().replace(/:/g, '')}`;
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const upload = useUploadSubmit<unknown>({
    path: taskActionApi(taskId, 'files'),
    schema: () => import('@/lib/contract/tasks').then((m) => m.taskFileBody),
    errorFallback: TASK_MSG.update,
    successTitle: TASK_MSG.fileAttached,
    fields: ['file', 'name'],
    // The new file also shows on the files screen.
    invalidate: [queryKeys.tasks, queryKeys.files],
    onSuccess: onClose,
  });
  const errors = upload.errors;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!upload.pending) void upload.submit({ name: name.trim() }, { mode: 'upload', file });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Upload file" className="space-y-3 rounded-card border border-border bg-muted/40 p-3 sm:p-4">
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="block text-sm font-medium">
          File
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </label>
        <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
          {UPLOAD_LIMITS_TEXT}
        </p>
        <FilePicker
          id={fileId}
          accept={UPLOAD_ACCEPT}
          disabled={upload.pending}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${fileId}-hint ${fileId}-error` : `${fileId}-hint`}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            if (chosen && !name.trim()) setName(nameFromFileName(chosen.name));
          }}
        />
        {file ? (
          <p className="truncate text-xs text-muted-foreground">
            {file.name} · {formatBytes(file.size)}
          </p>
        ) : null}
        {errors.file ? (
          <p id={`${fileId}-error`} className="text-sm text-danger">
            {errors.file.join(' ')}
          </p>
        ) : null}
      </div>
      <Field label="Name" errors={errors.name} hint="How the file is listed in the workspace (defaults to the file's name).">
        <Input name="name" value={name} maxLength={200} disabled={upload.pending} onChange={(e) => setName(e.target.value)} />
      </Field>
      {upload.progress !== null && file ? <UploadProgress value={upload.progress} label={`Uploading ${file.name}`} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button size="small" variant="outline" onClick={upload.pending ? upload.cancel : onClose}>
          {upload.pending ? 'Cancel upload' : 'Cancel'}
        </Button>
        <Button type="submit" size="small" loading={upload.pending} loadingText="Uploading…">
          Upload and attach
        </Button>
      </div>
    </form>
  );
}
