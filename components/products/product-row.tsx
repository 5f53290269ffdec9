import { Link } from '@/components/ui/link';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import type { Product } from '@/lib/contract/catalogue';
import { productHref } from '@/lib/companies/paths';
import { formatPrice } from '@/lib/companies/price';
import { firstImage } from '@/lib/companies/product-view';

/** One product in a list: first image, name (the link), brand, SKU, and its price. */
export function ProductRow({ product: p }: { product: Product }) {
  const price = formatPrice(p.msrp_cents);
  return (
    <li className="relative flex items-center gap-3 px-4 py-3 compact:py-1.5 hover:bg-muted/60 focus-within:bg-muted/60 sm:px-6">
      <EntityAvatar name={p.name} image={firstImage(p)} />
      <div className="min-w-0 flex-1">
        <Link
          href={productHref(p.company_id, p.id)}
          className="block truncate text-sm font-semibold text-foreground outline-none after:absolute after:inset-0 focus-visible:underline"
        >
          {p.name}
        </Link>
        <p className="truncate text-xs text-muted-foreground">
          {p.brand_name ?? 'No brand'}
          {p.sku ? ` · SKU ${p.sku}` : ''}
        </p>
      </div>
      <span className="shrink-0 text-sm font-medium tabular-nums text-foreground">{price ?? <span className="text-muted-foreground">No price</span>}</span>
    </li>
  );
}
