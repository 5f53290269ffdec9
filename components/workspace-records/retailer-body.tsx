'use client';

import { queryKeys } from '@/lib/api/query-keys';
import { useCachedData } from '@/lib/api/use-cached-data';
import { WebsiteLink } from '@/components/ui/website-link';
import { LocationChips } from '@/components/retailers/location-chips';
import type { WorkspaceRetailer } from '@/lib/contract/workspace-records';
import { formatDay } from '@/lib/retailers/dates';
import { addedText } from '@/lib/workspace-records/format';
import { Fact, FactsCard } from '@/components/ui/detail-facts';
import { RecordNotes } from './record-notes';
import { RetailerSections, SectionJumps } from './retailer-sections';

function RetailerFacts({ retailer: r }: { retailer: WorkspaceRetailer }) {
  return (
    <FactsCard>
      <Fact term="Company">{r.company_name}</Fact>
      <Fact term="Category">{r.category_name}</Fact>
      <Fact term="Website">{r.website ? <WebsiteLink url={r.website} /> : null}</Fact>
      <Fact term={`Locations (${r.locations.length})`}>
        <LocationChips locations={r.locations} />
      </Fact>
      <Fact term="Description">{r.description ? <span className="whitespace-pre-line">{r.description}</span> : null}</Fact>
      <Fact term="In this workspace">{addedText(r.created_by, r.created_at, formatDay)}</Fact>
    </FactsCard>
  );
}

/**
 * Under the retailer's header: the jumps to its sections, its facts, this workspace's notes on it,
 * and its related lists. Reads the record the header's query holds (RecordDetailShell renders this
 * only once it does): an island whose props changed before its code arrived would be drawn afresh,
 * so it takes only the ids.
 */
export function RetailerBody({ workspaceId, retailerId }: { workspaceId: number; retailerId: number }) {
  const retailer = useCachedData<WorkspaceRetailer>(queryKeys.workspaceRecord('retailers', workspaceId, retailerId));
  if (!retailer) return null;
  return (
    <div className="space-y-6">
      <SectionJumps retailer={retailer} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-1">
          <RetailerFacts retailer={retailer} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <RecordNotes kind="retailers" workspaceId={workspaceId} recordId={retailerId} />
          <RetailerSections workspaceId={workspaceId} retailerId={retailerId} />
        </div>
      </div>
    </div>
  );
}
