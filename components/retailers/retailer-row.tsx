import { EntityLinkRow } from '@/components/ui/entity-link-row';
import type { CompanyRetailer } from '@/lib/contract/catalogue';
import { retailerHref } from '@/lib/retailers/retailer-paths';

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** One retailer in the list: image, name (the link), category, locations and products counts. */
export function RetailerRow({ retailer }: { retailer: CompanyRetailer }) {
  return (
    <EntityLinkRow
      name={retailer.name}
      image={retailer.image}
      href={retailerHref(retailer.company_id, retailer.id)}
      subtitle={[retailer.category_name, count(retailer.locations.length, 'location'), count(retailer.products_count, 'product')].filter(Boolean).join(' · ')}
      subtitleClassName="sm:hidden"
      medium
      className="sm:grid sm:grid-cols-[2.5rem_minmax(0,2fr)_minmax(0,1fr)_6rem_6rem] sm:gap-4"
    >
      <span className="hidden truncate text-sm text-muted-foreground sm:block">{retailer.category_name ?? '—'}</span>
      <span className="hidden text-sm text-muted-foreground sm:block">{count(retailer.locations.length, 'location')}</span>
      <span className="hidden text-sm text-muted-foreground sm:block">{count(retailer.products_count, 'product')}</span>
    </EntityLinkRow>
  );
}

/** Column captions above the rows on wider screens (the rows say it all on phones). */
export function RetailerColumns() {
  return (
    <div
      aria-hidden="true"
      className="hidden border-b border-border px-4 py-2 text-xs font-medium tracking-wide text-muted-foreground uppercase sm:grid sm:grid-cols-[2.5rem_minmax(0,2fr)_minmax(0,1fr)_6rem_6rem] sm:gap-4"
    >
      <span />
      <span>Name</span>
      <span>Category</span>
      <span>Locations</span>
      <span>Products</span>
    </div>
  );
}
