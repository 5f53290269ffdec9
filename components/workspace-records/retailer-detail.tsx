'use client';

import { WebsiteLink } from '@/components/ui/website-link';
import { LocationChips } from '@/components/retailers/locations-field';
import type { WorkspaceRetailer } from '@/lib/contract/workspace-records';
import { formatDay } from '@/lib/retailers/dates';
import { addedText } from '@/lib/workspace-records/format';
import { Fact, FactsCard } from '@/components/ui/detail-facts';
import { NotesPanel } from './notes-panel';
import { RecordDetailShell } from './record-detail-shell';
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
      {(retailer) => (
        <div className="space-y-6">
          <SectionJumps retailer={retailer} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 space-y-6 lg:col-span-1">
              <RetailerFacts retailer={retailer} />
            </div>
            <div className="min-w-0 space-y-6 lg:col-span-2">
              <NotesPanel target={{ kind: 'retailers', workspaceId, recordId: retailerId }} />
              <RetailerSections workspaceId={workspaceId} retailerId={retailerId} />
            </div>
          </div>
        </div>
      )}
    </RecordDetailShell>
  );
}
