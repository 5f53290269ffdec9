'use client';

import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { PagedPanel } from '@/components/directories/paged-panel';
import { FileIcon, LightbulbIcon, PackageIcon } from '@/components/ui/icons';
import { ContactIcon, StarIcon } from '@/components/ui/kind-icons';
import type { RetailerProduct } from '@/lib/contract/catalogue';
import type { FileRecord } from '@/lib/contract/files';
import type { Insight } from '@/lib/contract/insights';
import type { Contact, Review } from '@/lib/contract/relations';
import type { WorkspaceRetailer } from '@/lib/contract/workspace-records';
import { SUB_LIST_MSG } from '@/lib/workspace-records/messages';
import { useRetailerSubList } from '@/lib/workspace-records/use-retailer-sub-list';
import { FileRow, InsightRow } from './content-rows';
import { ContactItem, RetailerProductItem, ReviewItem } from './retailer-sub-rows';

const SECTIONS = [
  ['notes', 'Notes', 'notes_count'],
  ['insights', 'Insights', 'insights_count'],
  ['files', 'Files', 'files_count'],
  ['products', 'Products', 'products_count'],
  ['contacts', 'Contacts', 'contacts_count'],
  ['reviews', 'Reviews', 'reviews_count'],
] as const;

/** Links to the retailer's sections with their counts, so a long page is one tap from each list. */
export function SectionJumps({ retailer }: { retailer: WorkspaceRetailer }) {
  return (
    <nav aria-label="Sections of this retailer">
      <ul className="flex flex-wrap gap-2">
        {SECTIONS.map(([id, label, count]) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-3 py-1 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              {label}
              <span className="rounded-full bg-muted px-1.5 text-xs text-muted-foreground">{retailer[count]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Section({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-20">
      {children}
    </section>
  );
}

const seeAll = (href: string, what: string) => (
  <Link href={href} className="text-sm font-medium text-primary hover:underline">
    See all {what}
  </Link>
);

/** The retailer's related lists, each paged on its own with an empty state. Contacts, products and reviews are kept by the company. */
export function RetailerSections({ workspaceId, retailerId }: { workspaceId: number; retailerId: number }) {
  const insights = useRetailerSubList<Insight>(workspaceId, retailerId, 'insights');
  const files = useRetailerSubList<FileRecord>(workspaceId, retailerId, 'files');
  const products = useRetailerSubList<RetailerProduct>(workspaceId, retailerId, 'products');
  const contacts = useRetailerSubList<Contact>(workspaceId, retailerId, 'contacts');
  const reviews = useRetailerSubList<Review>(workspaceId, retailerId, 'reviews');
  const filtered = (section: 'files' | 'insights') => `/workspace/${workspaceId}/${section}?retailer_ids=${retailerId}`;

  return (
    <>
      <Section id="insights">
        <PagedPanel
          title="Insights"
          actions={seeAll(filtered('insights'), 'insights')}
          list={insights}
          noun={['insight', 'insights']}
          empty={{ icon: LightbulbIcon, title: 'No insights about this retailer yet' }}
          failure={SUB_LIST_MSG.insights}
          itemKey={(i) => i.id}
          renderItem={(i) => <InsightRow insight={i} workspaceId={workspaceId} />}
        />
      </Section>
      <Section id="files">
        <PagedPanel
          title="Files"
          actions={seeAll(filtered('files'), 'files')}
          list={files}
          noun={['file', 'files']}
          empty={{ icon: FileIcon, title: 'No files are linked to this retailer yet' }}
          failure={SUB_LIST_MSG.files}
          itemKey={(f) => f.id}
          renderItem={(f) => <FileRow file={f} workspaceId={workspaceId} />}
        />
      </Section>
      <Section id="products">
        <PagedPanel
          title="Products"
          description="What this retailer carries, as the company records it."
          list={products}
          noun={['product', 'products']}
          empty={{ icon: PackageIcon, title: 'No products are listed at this retailer' }}
          failure={SUB_LIST_MSG.products}
          itemKey={(p) => p.id}
          renderItem={(p) => <RetailerProductItem product={p} />}
        />
      </Section>
      <Section id="contacts">
        <PagedPanel
          title="Contacts"
          list={contacts}
          noun={['contact', 'contacts']}
          empty={{ icon: ContactIcon, title: 'No contacts at this retailer' }}
          failure={SUB_LIST_MSG.contacts}
          itemKey={(c) => c.id}
          renderItem={(c) => <ContactItem contact={c} />}
        />
      </Section>
      <Section id="reviews">
        <PagedPanel
          title="Reviews"
          list={reviews}
          noun={['review', 'reviews']}
          empty={{ icon: StarIcon, title: 'No reviews of this retailer' }}
          failure={SUB_LIST_MSG.reviews}
          itemKey={(r) => r.id}
          renderItem={(r) => <ReviewItem review={r} />}
        />
      </Section>
    </>
  );
}
