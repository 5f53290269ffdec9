'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { FileDetail, FileRecord } from '@/lib/contract/files';
import { fileFormFrom, updateFields } from '@/lib/files/file-form';
import type { FileFormValues } from '@/lib/files/file-form';
import { FILE_MSG } from '@/lib/files/messages';
import { FileDetailsFields } from './file-details-fields';
import { DialogFooter } from '@/components/ui/dialog-footer';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; file: FileDetail; workspaceOptions: { id: number; name: string }[] };

const FIELDS = [
  'name',
  'description',
  'category',
  'workspace_ids',
  'retailer_ids',
  'workspace_company_retailer_id',
  'workspace_company_brand_id',
  'workspace_company_product_id',
];

/** "Edit file": `PUT files/{id}` (JSON), the details only (content changes through versions). */
export function EditFileDialog({ open, onOpenChange, file, workspaceOptions }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit file" size="lg">
      {open ? <EditFileForm file={file} workspaceOptions={workspaceOptions} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function EditFileForm({ file, workspaceOptions, onDone }: { file: FileDetail; workspaceOptions: { id: number; name: string }[]; onDone: () => void }) {
  const [values, setValues] = useState<FileFormValues>(() => fileFormFrom(file));
  const save = useFormMutation({
    schema: () => import('@/lib/contract/files').then((m) => m.fileUpdateBody),
    request: () => apiFetch<FileRecord>(`files/${file.id}`, { method: 'PUT', json: updateFields(values) }),
    errorFallback: FILE_MSG.update,
    fields: FIELDS,
    success: { title: FILE_MSG.updated },
    invalidate: [queryKeys.files, ['workspace-records']],
    onSuccess: onDone,
  });
  // The file's current workspaces stay choosable even where the caller could not create one now.
  const options = [...workspaceOptions, ...file.workspaces.filter((w) => !workspaceOptions.some((o) => o.id === w.id))];
  function submit(e: FormEvent) {
    e.preventDefault();
    void save.submit(updateFields(values));
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Edit file" className="space-y-5 pb-2">
      <FileDetailsFields
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        errors={save.errors}
        workspaceOptions={options}
        disabled={save.pending}
      />
      <DialogFooter onCancel={onDone} pending={save.pending} pendingLabel="Saving…" submitLabel="Save changes" />
    </form>
  );
}
