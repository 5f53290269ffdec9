'use client';

import { EntrySummary } from '@/components/directories/entry-summary';
import { WebsiteLink } from '@/components/ui/website-link';
import { Fact, FactsCard } from '@/components/ui/detail-facts';
import type { CompanyRetailer } from '@/lib/contract/catalogue';
import { useDirectoryEntry } from '@/lib/directories/use-directory-entry';
import { LocationChips } from './location-chips';

/** A retailer's own fields: category, website, directory link, description and locations. */
export function RetailerFacts({ retailer }: { retailer: CompanyRetailer }) {
  const entry = useDirectoryEntry('retailers', retailer.directory_retailer_id);
  return (
    <FactsCard>
      <Fact term="Category">{retailer.category_name}</Fact>
      <Fact term="Website">{retailer.website ? <WebsiteLink url={retailer.website} /> : null}</Fact>
      <Fact term="Shared directory">
        {retailer.directory_retailer_id === null ? (
          <span className="text-muted-foreground">Not linked</span>
        ) : entry.data ? (
          <EntrySummary entry={entry.data} compact />
        ) : (
          <span className="text-muted-foreground">Directory retailer #{retailer.directory_retailer_id}</span>
        )}
      </Fact>
      <Fact term="Description">{retailer.description ? <span className="whitespace-pre-line">{retailer.description}</span> : null}</Fact>
      <Fact term={`Locations (${retailer.locations.length})`}>
        <LocationChips locations={retailer.locations} />
      </Fact>
    </FactsCard>
  );
}
