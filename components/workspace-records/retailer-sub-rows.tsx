import { ProductStatusBadge } from '@/components/retailers/product-status';
import { StarRating } from '@/components/reviews/stars';
import { ContactRow, contactName } from '@/components/ui/contact-row';
import type { RetailerProduct } from '@/lib/contract/catalogue';
import type { Contact, Review } from '@/lib/contract/relations';
import { formatDay } from '@/lib/retailers/dates';
import { formatPrice } from '@/lib/retailers/price';

/** Rows of a workspace retailer's read-only related lists (the company keeps them up to date). */
export function ContactItem({ contact: c }: { contact: Contact }) {
  return <ContactRow name={contactName(c)} title={c.title} email={c.email} phone={c.phone} />;
}

export function RetailerProductItem({ product: p }: { product: RetailerProduct }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate text-sm font-medium">{p.product_name}</p>
        <p className="truncate text-xs text-muted-foreground">
          {[p.retailer_sku ? `Retailer SKU ${p.retailer_sku}` : null, formatPrice(p.price_cents)].filter(Boolean).join(' · ')}
        </p>
      </div>
      <ProductStatusBadge status={p.status} />
      {p.url ? (
        <a href={p.url} target="_blank" rel="noopener noreferrer" className="text-sm text-primary hover:underline">
          Listing<span className="sr-only"> of {p.product_name} (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

export function ReviewItem({ review: r }: { review: Review }) {
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <StarRating rating={r.rating} />
        {r.title ? <span className="text-sm font-medium">{r.title}</span> : null}
      </div>
      {r.body ? <p className="line-clamp-3 text-sm whitespace-pre-line">{r.body}</p> : null}
      <p className="text-xs text-muted-foreground">{[r.author, r.product_name, formatDay(r.reviewed_at ?? r.created_at)].filter(Boolean).join(' · ')}</p>
    </div>
  );
}
