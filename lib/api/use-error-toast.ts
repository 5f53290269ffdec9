'use client';

import { useEffect } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toasts/toast-store';

/**
 * Spec §8: a failed read shows as an error toast with the server's message, else the fallback text.
 * Pass the query's `error` (React Query keeps the same object until the next failure). `skip`
 * silences errors the screen explains itself (e.g. a 404 shown as "not found").
 */
export function useErrorToast(error: unknown, fallback: string, skip?: (error: unknown) => boolean): void {
  useEffect(() => {
    if (!error || skip?.(error)) return;
    toast.error('Error', isApiError(error) && error.messages.length > 0 ? error.messages : fallback);
    // `skip` is a predicate, not data: re-running for a new function identity would repeat the toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, fallback]);
}
