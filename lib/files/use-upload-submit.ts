'use client';

import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { unshownMessages } from '@/lib/api/form-errors';
import { uploadWithProgress } from '@/lib/api/upload-with-progress';
import { fieldErrorsFromZod } from '@/lib/contract/field-errors';
import type { FieldErrors } from '@/lib/contract/field-errors';
import type { ContentSource } from './file-form';
import { multipartBody, sourceErrors } from './file-form';
import { toast } from '@/lib/toasts/toast-store';

export type UploadSubmitOptions<T> = {
  path: string;
  /** The contract schema the text fields are checked with before anything is sent, imported on submit (see useFormMutation). */
  schema: () => Promise<z.ZodType>;
  errorFallback: string;
  successTitle: string;
  /** Fields the form shows errors beside; other 422 messages go into the error toast. */
  fields: readonly string[];
  invalidate: QueryKey[];
  onSuccess: (data: T) => void;
};

/**
 * A multipart form sent with progress (`uploadWithProgress`): checks the fields with the contract
 * and the content (file present, within the limit) first, then shows the upstream's 422 beside the
 * fields, any other failure as an error toast. Closing the form (unmount) cancels the upload.
 */
export function useUploadSubmit<T>(options: UploadSubmitOptions<T>) {
  const { path, schema, errorFallback, successTitle, fields, invalidate, onSuccess } = options;
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const submit = useCallback(
    async (values: Record<string, string | number>, source: ContentSource): Promise<T | false> => {
      const parsed = (await schema()).safeParse(values);
      const local = { ...(parsed.success ? {} : fieldErrorsFromZod(parsed.error)), ...sourceErrors(source) };
      if (Object.keys(local).length > 0) {
        setErrors(local);
        return false;
      }
      setErrors({});
      setProgress(0);
      const abort = new AbortController();
      controller.current = abort;
      let result;
      try {
        result = await uploadWithProgress<T>(path, multipartBody(values, source), { onProgress: setProgress, signal: abort.signal, fallback: errorFallback });
      } catch {
        return false; // cancelled (Cancel upload, or the form was closed)
      } finally {
        if (controller.current === abort) controller.current = null;
        setProgress(null);
      }
      if (!result.ok) {
        setErrors(result.fieldErrors);
        const extra = Object.keys(result.fieldErrors).length > 0 ? unshownMessages(result.fieldErrors, fields) : result.messages;
        if (extra.length > 0) toast.error('Error', extra);
        return false;
      }
      toast.success(successTitle);
      onSuccess(result.data);
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
      return result.data;
    },
    [schema, path, errorFallback, successTitle, fields, invalidate, onSuccess, queryClient],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { submit, cancel, errors, progress, pending: progress !== null };
}
