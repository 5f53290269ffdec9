'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '@/lib/api/query-keys';
import { uploadWithProgress } from '@/lib/api/upload-with-progress';
import type { InsightResource } from '@/lib/contract/insights';
import { toast } from '@/lib/toasts/toast-store';
import { RESOURCES_API } from './insight-paths';
import { INSIGHT_MSG } from './messages';
import { overallProgress, uploadBatches, uploadLabel } from './upload-batches';

export type UploadState = { progress: number; label: string };

/**
 * Uploads pending resources (`POST insights/resources`, `file` parts, ten per request) with one
 * progress bar over all of them. A refused request (type, size) stops there with its message as a
 * toast; what was already stored stays pending. Leaving the screen cancels the upload.
 */
export function useResourceUpload(onUploaded?: (resources: InsightResource[]) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const upload = useCallback(
    async (files: readonly File[]): Promise<InsightResource[]> => {
      if (files.length === 0 || controllerRef.current) return [];
      const controller = new AbortController();
      controllerRef.current = controller;
      const batches = uploadBatches(files);
      const sizes = batches.map((b) => b.reduce((sum, f) => sum + f.size, 0));
      const label = uploadLabel(files.map((f) => f.name));
      const uploaded: InsightResource[] = [];
      setState({ progress: 0, label });
      try {
        for (const [index, batch] of batches.entries()) {
          const form = new FormData();
          for (const file of batch) form.append('file', file);
          const res = await uploadWithProgress<InsightResource[] | InsightResource>(RESOURCES_API, form, {
            fallback: INSIGHT_MSG.create,
            signal: controller.signal,
            onProgress: (fraction) => setState({ progress: overallProgress(sizes, index, fraction), label }),
          });
          if (!res.ok) {
            toast.error('Error', res.messages);
            break;
          }
          uploaded.push(...(Array.isArray(res.data) ? res.data : [res.data]));
        }
      } catch {
        // Cancelled (the user, or the screen went away): nothing to report.
      } finally {
        controllerRef.current = null;
        setState(null);
      }
      if (uploaded.length > 0) {
        toast.success(uploaded.length === 1 ? INSIGHT_MSG.resourceUploaded : INSIGHT_MSG.resourcesUploaded);
        await queryClient.invalidateQueries({ queryKey: queryKeys.pendingResources });
        onUploadedRef.current?.(uploaded);
      }
      return uploaded;
    },
    [queryClient],
  );

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  return { upload, cancel, uploading: state };
}
