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
import type { Brand } from '@/lib/contract/catalogue';
import { MSG } from '@/lib/companies/messages';
import { api, brandHref, brandsHref } from '@/lib/companies/paths';

/** Edit and Delete for the company's admins; deleting asks first, then goes back to the brands. */
export function BrandActions({ brand }: { brand: Brand }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useApiMutation({
    request: () => apiFetch(api.brand(brand.company_id, brand.id), { method: 'DELETE' }),
    errorFallback: MSG.brandDeleteError,
    success: () => null,
    onSuccess: () => {
      // In the trash with what went with it (decision 0027): the toast can bring it back.
      toastDeletedWithUndo({ title: MSG.brandDeleted, subject: { type: 'brands', id: brand.id }, queryClient });
      // Mark the company's queries stale without refetching the deleted brand here (a 404), then leave.
      void queryClient.invalidateQueries({ queryKey: queryKeys.companies, refetchType: 'none' });
      router.push(brandsHref(brand.company_id));
    },
  });
  return (
    <>
      <ButtonLink href={`${brandHref(brand.company_id, brand.id)}/edit`} variant="outline">
        Edit brand
      </ButtonLink>
      <MoreActions actions={[{ label: 'Delete brand…', danger: true, onSelect: () => setConfirming(true) }]} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${brand.name}?`}
        text={
          brand.products_count > 0
            ? `The brand is deleted; its ${brand.products_count} product${brand.products_count === 1 ? '' : 's'} stay${brand.products_count === 1 ? 's' : ''}, without a brand. You can restore it from “Recently deleted” on your profile.`
            : 'The brand is deleted. You can restore it from “Recently deleted” on your profile.'
        }
        confirmLabel="Delete brand"
        onConfirm={() => remove.run()}
      />
    </>
  );
}
