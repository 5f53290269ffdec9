import { EntityLinkRow } from '@/components/ui/entity-link-row';
import type { Product } from '@/lib/contract/catalogue';
import { productHref } from '@/lib/companies/paths';
import { formatPrice } from '@/lib/companies/price';
import { firstImage } from '@/lib/companies/product-view';

/** One product in a list: first image, name (the link), brand, SKU, and its price. */
export function ProductRow({ product: p }: { product: Product }) {
  const price = formatPrice(p.msrp_cents);
  return (
    <EntityLinkRow
      name={p.name}
      image={firstImage(p)}
      href={productHref(p.company_id, p.id)}
      subtitle={
        <>
          {p.brand_name ?? 'No brand'}
          {p.sku ? ` · SKU ${p.sku}` : ''}
        </>
      }
    >
      <span className="shrink-0 text-sm font-medium tabular-nums text-foreground">{price ?? <span className="text-muted-foreground">No price</span>}</span>
    </EntityLinkRow>
  );
}
