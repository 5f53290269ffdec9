'use client';

import { LazyActivityFeed } from '@/components/activity/lazy-activity-feed';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ContactsPanel } from '@/components/contacts/contacts-panel';
import { ReviewsPanel } from '@/components/reviews/reviews-panel';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailEditDelete, DetailHeader, DetailUnavailable } from '@/components/ui/detail-header';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { companyKeys } from '@/lib/companies/company-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { toastDeletedWithUndo } from '@/lib/trash/restore-deleted';
import { RETAILER_MSG } from '@/lib/retailers/messages';
import { retailerApi, retailersHref } from '@/lib/retailers/retailer-paths';
import { useRetailer } from '@/lib/retailers/use-retailer-data';
import { RetailerFacts } from './retailer-facts';
import { RetailerProducts } from './retailer-products';
import { clientOnly } from '@/lib/ui/lazy-component';

/** The form dialog: its code loads after the page is up (decision 0014), not with the page. */
const RetailerFormDialog = clientOnly(() => import('./retailer-form-dialog').then((m) => m.RetailerFormDialog));

/** `/company/{id}/retailers/{retailerId}`: the retailer, its products, contacts and reviews. */
export function RetailerDetail({ companyId, retailerId, canEdit }: { companyId: number; retailerId: number; canEdit: boolean }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: retailer, isPending, error, refetch } = useRetailer(companyId, retailerId);
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

  const back = { href: retailersHref(companyId), label: 'Retailers' };
  if (!retailer) {
    if (isPending) return <Spinner label="Loading retailer" />;
    const missing = isApiError(error) && error.status === 404;
    return (
      <DetailUnavailable
        back={back}
        title={missing ? 'Retailer not found' : 'Retailer'}
        missing={missing ? { title: 'This retailer does not exist', description: 'It may have been deleted.' } : null}
        failure={`${RETAILER_MSG.fetchOne}.`}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <DetailHeader
        back={back}
        title={retailer.name}
        avatar={{ image: retailer.image }}
        description={retailer.category_name}
        actions={canEdit ? <DetailEditDelete onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} /> : null}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <RetailerFacts retailer={retailer} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <RetailerProducts companyId={companyId} retailerId={retailerId} canEdit={canEdit} />
          <ContactsPanel companyId={companyId} retailerId={retailerId} canEdit={canEdit} />
          <ReviewsPanel companyId={companyId} retailerId={retailerId} canEdit={canEdit} />
          <LazyActivityFeed path={`companies/${companyId}/activity`} filters={{ subject_type: 'retailers', subject_id: retailerId }} title="History" />
        </div>
      </div>
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
