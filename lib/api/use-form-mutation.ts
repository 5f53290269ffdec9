'use client';

import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { ApiResult } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { SuccessToast } from '@/lib/api/use-api-mutation';
import { fieldErrorsFromZod } from '@/lib/contract/field-errors';
import type { FieldErrors } from '@/lib/contract/field-errors';
import { toast } from '@/lib/toasts/toast-store';
import { unshownMessages } from './form-errors';

export type UseFormMutationOptions<S extends z.ZodType, TData> = {
  /**
   * The contract schema the form's values are checked with before anything is sent, imported on the
   * first submit (`() => import('@/lib/contract/teams').then((m) => m.createTeamBody)`) so zod and the
   * schema module stay out of the page's first load (decision 0014); the import is cached after that.
   */
  schema: () => Promise<S>;
  /** Sends the parsed values (JSON, or multipart through `toFormData`). */
  request: (values: z.output<S>) => Promise<ApiResult<TData>>;
  /** Spec §8 fallback text. */
  errorFallback: string;
  /** Fields the form shows errors beside; other 422 messages go into the error toast. */
  fields: readonly string[];
  success?: SuccessToast;
  invalidate?: QueryKey[];
  onSuccess?: (data: TData) => unknown;
};

/**
 * A form's submit: validate with the contract schema (errors beside the fields, no call), send,
 * then show the server's 422 field errors beside the fields too; any other failure is an error
 * toast with the section 8 message. `submit` resolves to the data, or false (spec §8).
 */
export function useFormMutation<S extends z.ZodType, TData = unknown>(options: UseFormMutationOptions<S, TData>) {
  const { schema, request, errorFallback, fields, success, invalidate, onSuccess } = options;
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useApiMutation<TData, z.output<S>>({
    request,
    errorFallback,
    errorToast: false,
    success,
    invalidate,
    onSuccess: (data) => onSuccess?.(data),
    onError: (error) => {
      setErrors(error.fieldErrors);
      const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
      const extra = hasFieldErrors ? unshownMessages(error.fieldErrors, fields) : error.messages;
      if (extra.length > 0) toast.error('Error', extra);
    },
  });
  const { run } = mutation;

  const submit = useCallback(
    async (values: unknown): Promise<TData | false> => {
      const parsed = (await schema()).safeParse(values);
      if (!parsed.success) {
        setErrors(fieldErrorsFromZod(parsed.error));
        return false;
      }
      setErrors({});
      return run(parsed.data);
    },
    [schema, run],
  );

  const reset = useCallback(() => setErrors({}), []);
  return { submit, errors, reset, pending: mutation.isPending };
}
