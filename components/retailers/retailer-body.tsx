'use client';

import { LazyActivityFeed } from '@/components/activity/lazy-activity-feed';
import { ContactsPanel } from '@/components/contacts/contacts-panel';
import { ReviewsPanel } from '@/components/reviews/reviews-panel';
import { RetailerProducts } from './retailer-products';

/**
 * The company retailer's related lists beside its facts: its product listings, contacts, reviews
 * and history. An island (`serverRendered` in retailer-detail): the rows paint from the server and
 * hydrate after the page, outside its first load (decision 0020).
 */
export function RetailerBody({ companyId, retailerId, canEdit }: { companyId: number; retailerId: number; canEdit: boolean }) {
  return (
    <>
      <RetailerProducts companyId={companyId} retailerId={retailerId} canEdit={canEdit} />
      <ContactsPanel companyId={companyId} retailerId={retailerId} canEdit={canEdit} />
      <ReviewsPanel companyId={companyId} retailerId={retailerId} canEdit={canEdit} />
      <LazyActivityFeed path={`companies/${companyId}/activity`} filters={{ subject_type: 'retailers', subject_id: retailerId }} title="History" />
    </>
  );
}
