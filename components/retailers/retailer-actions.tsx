'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailEditDelete } from '@/components/ui/detail-header';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useCachedData } from '@/lib/api/use-cached-data';
import { companyKeys } from '@/lib/companies/company-keys';
import type { CompanyRetailer } from '@/lib/contract/catalogue';
import { RETAILER_MSG } from '@/lib/retailers/messages';
import { retailerApi, retailersHref } from '@/lib/retailers/retailer-paths';
import { toastDeletedWithUndo } from '@/lib/trash/restore-deleted';
import { clientOnly } from '@/lib/ui/lazy-component';

/** The form dialog: its code loads when the actions have hydrated, not with the page (decision 0014). */
const RetailerFormDialog = clientOnly(() => import('./retailer-form-dialog').then((m) => m.RetailerFormDialog));

/**
 * Edit and Delete of a company retailer, for who may edit (the screen renders it only for them). An
 * island (`serverRendered` in retailer-detail): it reads the retailer the screen's query holds, and
 * takes only ids, so a re-render of the header before its code arrived keeps the server's HTML.
 */
export function RetailerActions({ companyId, retailerId }: { companyId: number; retailerId: number }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const retailer = useCachedData<CompanyRetailer>(companyKeys.companyRetailer(companyId, retailerId));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useApiMutation({
    request: () => apiFetch(retailerApi(companyId, retailerId), { method: 'DELETE' }),
    errorFallback: RETAILER_MSG.delete,
    success: () => null,
    onSuccess: () => {
      // In the trash with what went with it (decision 0027): the toast can bring it back.
      toastDeletedWithUndo({ title: RETAILER_MSG.deleted, subject: { type: 'retailers', id: retailerId }, queryClient });
      // Only the lists: refetching this (deleted) retailer would flash "not found" before the page changes.
      void queryClient.invalidateQueries({ queryKey: [...companyKeys.companyRetailers(companyId), 'list'] });
      void queryClient.invalidateQueries({ queryKey: companyKeys.retailerCategories(companyId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.company(companyId) });
      router.push(retailersHref(companyId));
    },
  });
  if (!retailer) return null;
  return (
    <>
      <DetailEditDelete onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
      <RetailerFormDialog open={editing} onOpenChange={setEditing} companyId={companyId} retailer={retailer} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${retailer.name}?`}
        text="The retailer and its product listings will be deleted; its contacts and reviews stay without a retailer. You can restore it from “Recently deleted” on your profile."
        confirmLabel="Delete retailer"
        onConfirm={() => remove.run()}
      />
    </>
  );
}
