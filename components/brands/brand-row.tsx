import { EntityLinkRow } from '@/components/ui/entity-link-row';
import type { Brand } from '@/lib/contract/catalogue';
import { brandHref } from '@/lib/companies/paths';

/** One brand in the list: image, name (the link), category, products count. */
export function BrandRow({ brand: b }: { brand: Brand }) {
  const category = [b.category, b.sub_category].filter(Boolean).join(' › ');
  return (
    <EntityLinkRow name={b.name} image={b.image} href={brandHref(b.company_id, b.id)} subtitle={category || 'No category'}>
      <span className="shrink-0 text-xs text-muted-foreground">
        {b.products_count} product{b.products_count === 1 ? '' : 's'}
      </span>
    </EntityLinkRow>
  );
}
