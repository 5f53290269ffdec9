'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { uploadWithProgress } from '@/lib/api/upload-with-progress';
import type { ImportResource } from '@/lib/contract/imports';
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
