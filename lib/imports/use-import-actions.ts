'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiFetch } from '@/lib/api/api-fetch';
import { uploadWithProgress } from '@/lib/api/upload-with-progress';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { ImportPreviewBody, ImportResource } from '@/lib/contract/imports';
import { importKeys, importsApi } from './paths';
import { fileProblem, UPLOAD_ERROR, uploadErrorMessages } from './upload-file';

export type UploadState =
  | { status: 'idle' }
  | { status: 'sending'; file: File; fraction: number }
  | { status: 'failed'; file: File | null; messages: string[] };

/** Sends a spreadsheet (multipart `file`) with its progress; the refusals (413, 422) come back as sentences. */
export function useImportUpload(companyId: number, onUploaded: (item: ImportResource) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const upload = useCallback(
    async (file: File) => {
      const problem = fileProblem(file);
      if (problem) return setState({ status: 'failed', file, messages: [problem] });
      setState({ status: 'sending', file, fraction: 0 });
      const form = new FormData();
      form.append('file', file);
      const res = await uploadWithProgress<ImportResource>(importsApi.list(companyId), form, {
        fallback: UPLOAD_ERROR,
        onProgress: (fraction) => setState((s) => (s.status === 'sending' ? { ...s, fraction } : s)),
      });
      if (!res.ok) return setState({ status: 'failed', file, messages: uploadErrorMessages(res) });
      queryClient.setQueryData(importKeys.one(companyId, res.data.id), res.data);
      void queryClient.invalidateQueries({ queryKey: importKeys.all(companyId), refetchType: 'none' });
      onUploaded(res.data);
    },
    [companyId, onUploaded, queryClient],
  );
  return { state, upload, reset: () => setState({ status: 'idle' }) };
}

/** An answer of the preview or confirm call: the import when it carries one, so the screen moves on at once. */
function useStore(companyId: number, importId: number) {
  const queryClient = useQueryClient();
  return (data: unknown) => {
    const key = importKeys.one(companyId, importId);
    if (typeof data === 'object' && data !== null && 'status' in data && 'id' in data) queryClient.setQueryData(key, data as ImportResource);
    void queryClient.invalidateQueries({ queryKey: importKeys.all(companyId) });
  };
}

/** The dry run (`…/preview`) with a mapping and options; a 422 stays on the form (no toast). */
export function usePreviewImport(companyId: number, importId: number) {
  const store = useStore(companyId, importId);
  return useApiMutation<unknown, ImportPreviewBody>({
    request: (body) => apiFetch(importsApi.preview(companyId, importId), { method: 'POST', json: body, fallback: 'We could not check the file.' }),
    errorFallback: 'We could not check the file. Please try again.',
    errorToast: false,
    onSuccess: store,
  });
}

/** The import itself (`…/confirm`), after a preview. */
export function useConfirmImport(companyId: number, importId: number) {
  const store = useStore(companyId, importId);
  return useApiMutation<unknown, void>({
    request: () => apiFetch(importsApi.confirm(companyId, importId), { method: 'POST', fallback: 'We could not start the import.' }),
    errorFallback: 'We could not start the import. Please try again.',
    onSuccess: store,
  });
}
