import { Link } from '@/components/ui/link';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import type { CompanyRetailer } from '@/lib/contract/catalogue';
import { retailerHref } from '@/lib/retailers/retailer-paths';

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** One retailer in the list: image, name (the link), category, locations and products counts. */
export function RetailerRow({ retailer }: { retailer: CompanyRetailer }) {
  return (
    <li className="relative flex items-center gap-3 px-4 py-3 compact:py-1.5 hover:bg-muted/60 focus-within:bg-muted/60 sm:grid sm:grid-cols-[2.5rem_minmax(0,2fr)_minmax(0,1fr)_6rem_6rem] sm:gap-4">
      <EntityAvatar name={retailer.name} image={retailer.image} />
      <div className="min-w-0 flex-1">
        <Link
          href={retailerHref(retailer.company_id, retailer.id)}
          className="block truncate text-sm font-medium text-foreground outline-none after:absolute after:inset-0 focus-visible:underline"
        >
          {retailer.name}
        </Link>
        <p className="truncate text-xs text-muted-foreground sm:hidden">
          {[retailer.category_name, count(retailer.locations.length, 'location'), count(retailer.products_count, 'product')].filter(Boolean).join(' · ')}
        </p>
      </div>
      <span className="hidden truncate text-sm text-muted-foreground sm:block">{retailer.category_name ?? '—'}</span>
      <span className="hidden text-sm text-muted-foreground sm:block">{count(retailer.locations.length, 'location')}</span>
      <span className="hidden text-sm text-muted-foreground sm:block">{count(retailer.products_count, 'product')}</span>
    </li>
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
