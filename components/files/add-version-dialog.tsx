'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { UploadProgress } from '@/components/ui/progress-bar';
import { queryKeys } from '@/lib/api/query-keys';
import type { FileVersion } from '@/lib/contract/files';
import { versionFields } from '@/lib/files/file-form';
import type { ContentSource } from '@/lib/files/file-form';
import { FILE_MSG } from '@/lib/files/messages';
import { ContentSourceField } from './content-source-field';
import { useUploadSubmit } from '@/lib/files/use-upload-submit';
import { UploadFooter } from './upload-footer';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; fileId: number; fileName: string };

/** "Add version": `POST files/{id}/version` (multipart, with progress): a new document or link. */
export function AddVersionDialog({ open, onOpenChange, fileId, fileName }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add version"
      description={`The new version of “${fileName}” becomes the latest; earlier ones stay available.`}
    >
      {open ? <AddVersionForm fileId={fileId} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function AddVersionForm({ fileId, onDone }: { fileId: number; onDone: () => void }) {
  const [source, setSource] = useState<ContentSource>({ mode: 'upload', file: null });
  const upload = useUploadSubmit<FileVersion>({
    path: `files/${fileId}/version`,
    schema: () => import('@/lib/contract/files').then((m) => m.fileVersionBody),
    errorFallback: FILE_MSG.versionCreate,
    successTitle: FILE_MSG.versionCreated,
    fields: ['file', 'external_url'],
    invalidate: [queryKeys.files],
    onSuccess: onDone,
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!upload.pending) void upload.submit(versionFields(source), source);
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Add version" className="space-y-5 pb-2">
      <ContentSourceField value={source} onChange={setSource} errors={upload.errors} disabled={upload.pending} />
      {upload.progress !== null ? (
        <UploadProgress value={upload.progress} label={source.mode === 'upload' && source.file ? `Uploading ${source.file.name}` : 'Saving link'} />
      ) : null}
      <UploadFooter submitLabel="Add version" pending={upload.pending} onCancelUpload={upload.cancel} onCancel={onDone} />
    </form>
  );
}
