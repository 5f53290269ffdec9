'use client';

import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { ImportPreviewBody, ImportResource } from '@/lib/contract/imports';
import { importKeys, importsApi } from './paths';

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
