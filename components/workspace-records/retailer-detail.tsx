'use client';

import { serverRendered } from '@/lib/ui/lazy-component';
import { RecordDetailShell } from './record-detail-shell';

// Everything under the header paints from the server and hydrates when its chunk arrives, after the
// page, outside its first load (decision 0020): the facts, the notes (composer, edit, delete) and the
// related lists (insights, files, products, contacts, reviews: their rows, stars and pagers). A click
// there before then is held and given back (decision 0040). Its props are the ids alone: it reads the
// record from the cache.
const RetailerBody = serverRendered(() => import('./retailer-body').then((m) => m.RetailerBody));

/**
 * `/workspace/{id}/retailers/{retailerId}`: the company retailer's details, then its contacts,
 * products, insights, files, reviews and this workspace's notes on it.
 */
export function WorkspaceRetailerDetail({ workspaceId, retailerId, userId }: { workspaceId: number; retailerId: number; userId: number | null }) {
  return (
    <RecordDetailShell
      kind="retailers"
      workspaceId={workspaceId}
      recordId={retailerId}
      userId={userId}
      subtitle={(r) => [r.company_name, r.category_name].filter(Boolean).join(' · ')}
    >
      {() => <RetailerBody workspaceId={workspaceId} retailerId={retailerId} />}
    </RecordDetailShell>
  );
}
