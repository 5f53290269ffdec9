'use client';

import { useEffect } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toasts/toast-store';

/**
 * Spec §8: a failed read shows as an error toast, with the server's message or the fallback text.
 * Pass the query's `error` (React Query keeps the same object until the next failure).
 */
export function useErrorToast(error: unknown, fallback: string): void {
  useEffect(() => {
    if (!error) return;
    toast.error('Error', isApiError(error) && error.messages.length > 0 ? error.messages : fallback);
  }, [error, fallback]);
}
