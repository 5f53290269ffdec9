'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { MoreActions } from '@/components/ui/more-actions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { toastDeletedWithUndo } from '@/lib/trash/restore-deleted';
import type { Product } from '@/lib/contract/catalogue';
import { MSG } from '@/lib/companies/messages';
import { api, productHref, productsHref } from '@/lib/companies/paths';

/** Edit and Delete for the company's admins; deleting asks first, then goes back to the products. */
export function ProductActions({ product }: { product: Product }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useApiMutation({
    request: () => apiFetch(api.product(product.company_id, product.id), { method: 'DELETE' }),
    errorFallback: MSG.productDeleteError,
    success: () => null,
    onSuccess: () => {
      // In the trash with what went with it (decision 0027): the toast can bring it back.
      toastDeletedWithUndo({ title: MSG.productDeleted, subject: { type: 'products', id: product.id }, queryClient });
      // Mark the company's queries stale without refetching the deleted product here (a 404), then leave.
      void queryClient.invalidateQueries({ queryKey: queryKeys.companies, refetchType: 'none' });
      router.push(productsHref(product.company_id));
    },
  });
  return (
    <>
      <ButtonLink href={`${productHref(product.company_id, product.id)}/edit`} variant="outline">
        Edit product
      </ButtonLink>
      <MoreActions actions={[{ label: 'Delete product…', danger: true, onSelect: () => setConfirming(true) }]} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${product.name}?`}
        text="The product, its images and its retailer listings are deleted. You can restore it from “Recently deleted” on your profile."
        confirmLabel="Delete product"
        onConfirm={() => remove.run()}
      />
    </>
  );
}
