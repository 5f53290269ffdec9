'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import type { Product } from '@/lib/contract/catalogue';
import { toast } from '@/lib/toasts/toast-store';
import { moveImage } from './image-order';
import { toMultipart } from './form-values';
import { MSG } from './messages';
import { api } from './paths';

/**
 * Move up / Move down: the gallery reorders at once (the cached product), then the moved image's
 * new `position` is sent (`POST …/images/{id}` with `_method=PUT`; the upstream renumbers the
 * others). Moves queue behind each other; a failure says so, and the product is reloaded once the
 * queue is empty. Returns the image's new index, or null when it cannot move.
 */
export function useImageOrder(companyId: number, productId: number) {
  const queryClient = useQueryClient();
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const queued = useRef(0);

  return useCallback(
    (imageId: number, direction: -1 | 1): number | null => {
      const key = companyKeys.companyProduct(companyId, productId);
      const product = queryClient.getQueryData<Product>(key);
      const move = product ? moveImage(product.images, imageId, direction) : null;
      if (!product || !move) return null;
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<Product>(key, { ...product, images: move.order });
      queued.current += 1;
      chain.current = chain.current.then(async () => {
        const res = await apiFetch(api.image(companyId, productId, imageId), {
          method: 'POST',
          formData: toMultipart({ position: move.position, _method: 'PUT' }),
          fallback: MSG.imageMoveError,
        });
        if (!res.ok) toast.error('Error', res.messages);
        queued.current -= 1;
        // Reload once the queue is empty, so a later move's optimistic order is not overwritten midway.
        if (queued.current === 0) await queryClient.invalidateQueries({ queryKey: companyKeys.companyProducts(companyId) });
      });
      return move.position;
    },
    [queryClient, companyId, productId],
  );
}
