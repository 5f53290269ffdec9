'use client';

import { DetailHeader, DetailUnavailable } from '@/components/ui/detail-header';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api/api-error';
import { RETAILER_MSG } from '@/lib/retailers/messages';
import { retailersHref } from '@/lib/retailers/retailer-paths';
import { useRetailer } from '@/lib/retailers/use-retailer-data';
import { serverRendered } from '@/lib/ui/lazy-component';
import { RetailerFacts } from './retailer-facts';

// The header's actions and the related lists paint from the server and hydrate after the page,
// outside its first load (decision 0020); a click there before then is held and given back
// (decision 0040). Their props are ids: they read the retailer from the cache.
const RetailerActions = serverRendered(() => import('./retailer-actions').then((m) => m.RetailerActions));
const RetailerBody = serverRendered(() => import('./retailer-body').then((m) => m.RetailerBody));

/** `/company/{id}/retailers/{retailerId}`: the retailer, its products, contacts and reviews. */
export function RetailerDetail({ companyId, retailerId, canEdit }: { companyId: number; retailerId: number; canEdit: boolean }) {
  const { data: retailer, isPending, error, refetch } = useRetailer(companyId, retailerId);
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
        actions={canEdit ? <RetailerActions companyId={companyId} retailerId={retailerId} /> : null}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <RetailerFacts retailer={retailer} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <RetailerBody companyId={companyId} retailerId={retailerId} canEdit={canEdit} />
        </div>
      </div>
    </>
  );
}
