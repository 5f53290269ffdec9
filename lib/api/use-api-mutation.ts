import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey, UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { startLoading, stopLoading } from '@/lib/loading/loading-store';
import { toast } from '@/lib/toasts/toast-store';
import { ApiError } from './api-error';
import { failure } from './api-fetch';
import type { ApiResult } from './api-fetch';
import { errorMessages } from './error-messages';

export type SuccessToast = { title: string; text?: string };

export type UseApiMutationOptions<TData, TVars> = {
  /** Performs the call, usually `(vars) => apiFetch<T>('teams', { method: 'POST', json: vars })`. */
  request: (vars: TVars) => Promise<ApiResult<TData>>;
  /** Spec §8 fallback text, used when the response carries no `errors` or `message`. */
  errorFallback: string;
  /** Title of the error toast (default "Error"); the messages become its lines. */
  errorTitle?: string;
  /** Set to false to show no error toast (e.g. silent invite fetches, or a form showing field errors). */
  errorToast?: boolean;
  /** Success toast (spec §8 title / text), or a function choosing it from the data; null = none. */
  success?: SuccessToast | ((data: TData, vars: TVars) => SuccessToast | null);
  /** Query keys invalidated after a success. */
  invalidate?: QueryKey[];
  /** Set the global loading flag (full-screen overlay) while the call runs. */
  globalLoading?: boolean;
  onSuccess?: (data: TData, vars: TVars) => unknown;
  onError?: (error: ApiError, vars: TVars) => unknown;
};

export type ApiMutation<TData, TVars> = UseMutationResult<TData, ApiError, TVars> & {
  /** Spec §8 "on every error an action returns false": resolves to the data, or false (never rejects). */
  run: (vars: TVars) => Promise<TData | false>;
};

const toApiError = (error: unknown, fallback: string): ApiError => (error instanceof ApiError ? error : new ApiError(failure(0, undefined, fallback)));

export function useApiMutation<TData = unknown, TVars = void>(options: UseApiMutationOptions<TData, TVars>): ApiMutation<TData, TVars> {
  const queryClient = useQueryClient();
  const { request, errorFallback, errorTitle = 'Error', errorToast = true, success, invalidate, globalLoading } = options;

  const mutation = useMutation<TData, ApiError, TVars>({
    mutationFn: async (vars) => {
      if (globalLoading) startLoading();
      try {
        const result = await request(vars);
        if (!result.ok) {
          // Re-read the body with this action's fallback text (spec §8).
          throw new ApiError(failure(result.status, result.body, errorFallback));
        }
        return result.data;
      } catch (error) {
        throw toApiError(error, errorFallback);
      } finally {
        if (globalLoading) stopLoading();
      }
    },
    onSuccess: async (data, vars) => {
      const shown = typeof success === 'function' ? success(data, vars) : success;
      if (shown) toast.success(shown.title, shown.text);
      if (invalidate?.length) {
        await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      }
      await options.onSuccess?.(data, vars);
    },
    onError: (error, vars) => {
      if (errorToast) toast.error(errorTitle, error.messages.length ? error.messages : errorMessages(undefined, errorFallback));
      options.onError?.(error, vars);
    },
  });

  const { mutateAsync } = mutation;
  const run = useCallback((vars: TVars) => mutateAsync(vars).catch((): false => false), [mutateAsync]);
  return { ...mutation, run };
}
