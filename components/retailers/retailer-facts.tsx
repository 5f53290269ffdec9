'use client';

import type { ReactNode } from 'react';
import { EntrySummary, WebsiteLink } from '@/components/directories/entry-summary';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import type { CompanyRetailer } from '@/lib/contract/catalogue';
import { useDirectoryEntry } from '@/lib/directories/use-directory-entry';
import { LocationChips } from './locations-field';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="text-sm text-foreground">{children}</dd>
    </div>
  );
}

/** A retailer's own fields: category, website, directory link, description and locations. */
export function RetailerFacts({ retailer }: { retailer: CompanyRetailer }) {
  const entry = useDirectoryEntry('retailers', retailer.directory_retailer_id);
  return (
    <Card>
      <CardHeader title="Details" />
      <CardBody>
        <dl className="space-y-4">
          <Fact term="Category">{retailer.category_name ?? <span className="text-muted-foreground">No category</span>}</Fact>
          <Fact term="Website">
            <WebsiteLink url={retailer.website} />
          </Fact>
          <Fact term="Shared directory">
            {retailer.directory_retailer_id === null ? (
              <span className="text-muted-foreground">Not linked</span>
            ) : entry.data ? (
              <EntrySummary entry={entry.data} compact />
            ) : (
              <span className="text-muted-foreground">Directory retailer #{retailer.directory_retailer_id}</span>
            )}
          </Fact>
          <Fact term="Description">
            {retailer.description ? <span className="whitespace-pre-line">{retailer.description}</span> : <span className="text-muted-foreground">No description</span>}
          </Fact>
          <Fact term={`Locations (${retailer.locations.length})`}>
            <LocationChips locations={retailer.locations} />
          </Fact>
        </dl>
      </CardBody>
    </Card>
  );
}
