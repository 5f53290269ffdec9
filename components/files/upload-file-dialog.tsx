'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { UploadProgress } from '@/components/ui/progress-bar';
import { queryKeys } from '@/lib/api/query-keys';
import type { FileRecord } from '@/lib/contract/files';
import { createFields, emptyFileForm } from '@/lib/files/file-form';
import type { ContentSource, FileFormValues } from '@/lib/files/file-form';
import { nameFromFileName } from '@/lib/files/format';
import { FILE_MSG } from '@/lib/files/messages';
import { ContentSourceField } from './content-source-field';
import { FileDetailsFields } from './file-details-fields';
import { useUploadSubmit } from '@/lib/files/use-upload-submit';
import { UploadFooter } from './upload-footer';

export type UploadFileDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceOptions: { id: number; name: string }[];
  defaultWorkspaceIds: number[];
};

const FIELDS = [
  'name',
  'description',
  'category',
  'workspace_id',
  'workspace_ids',
  'retailer_ids',
  'workspace_company_retailer_id',
  'workspace_company_brand_id',
  'workspace_company_product_id',
  'file',
  'external_url',
];

/** "Upload file": `POST files` (multipart, with progress): a document or a link, and its details. */
export function UploadFileDialog({ open, onOpenChange, ...rest }: UploadFileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Upload file" description="Share a document, or a link to one, with your workspaces." size="lg">
      {open ? <UploadFileForm {...rest} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function UploadFileForm({ workspaceOptions, defaultWorkspaceIds, onDone }: Omit<UploadFileDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const [values, setValues] = useState<FileFormValues>(() => emptyFileForm(defaultWorkspaceIds));
  const [source, setSource] = useState<ContentSource>({ mode: 'upload', file: null });
  // The name follows the chosen file until the user types one.
  const [nameTouched, setNameTouched] = useState(false);
  const upload = useUploadSubmit<FileRecord>({
    path: 'files',
    schema: () => import('@/lib/contract/files').then((m) => m.fileCreateBody),
    errorFallback: FILE_MSG.create,
    successTitle: FILE_MSG.created,
    fields: FIELDS,
    invalidate: [queryKeys.files, ['workspace-records'], ['workspace-dates']],
    onSuccess: onDone,
  });

  const change = (patch: Partial<FileFormValues>) => {
    if ('name' in patch) setNameTouched(true);
    setValues((v) => ({ ...v, ...patch }));
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!upload.pending) void upload.submit(createFields(values, source), source);
  }
  const label = source.mode === 'upload' && source.file ? `Uploading ${source.file.name}` : 'Saving link';

  return (
    <form onSubmit={submit} noValidate aria-label="Upload file" className="space-y-5 pb-2">
      <ContentSourceField
        value={source}
        onChange={setSource}
        onFileChosen={(file) => {
          if (!nameTouched || !values.name.trim()) setValues((v) => ({ ...v, name: nameFromFileName(file.name) }));
        }}
        errors={upload.errors}
        disabled={upload.pending}
      />
      <FileDetailsFields values={values} onChange={change} errors={upload.errors} workspaceOptions={workspaceOptions} disabled={upload.pending} />
      {upload.progress !== null ? <UploadProgress value={upload.progress} label={label} /> : null}
      <UploadFooter submitLabel="Upload file" pending={upload.pending} onCancelUpload={upload.cancel} onCancel={onDone} />
    </form>
  );
}
