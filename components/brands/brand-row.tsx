import { Link } from '@/components/ui/link';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import type { Brand } from '@/lib/contract/catalogue';
import { brandHref } from '@/lib/companies/paths';

/** One brand in the list: image, name (the link), category, products count. */
export function BrandRow({ brand: b }: { brand: Brand }) {
  const category = [b.category, b.sub_category].filter(Boolean).join(' › ');
  return (
    <li className="relative flex items-center gap-3 px-4 py-3 compact:py-1.5 hover:bg-muted/60 focus-within:bg-muted/60 sm:px-6">
      <EntityAvatar name={b.name} image={b.image} />
      <div className="min-w-0 flex-1">
        <Link
          href={brandHref(b.company_id, b.id)}
          className="block truncate text-sm font-semibold text-foreground outline-none after:absolute after:inset-0 focus-visible:underline"
        >
          {b.name}
        </Link>
        <p className="truncate text-xs text-muted-foreground">{category || 'No category'}</p>
      </div>
      <span className="shrink-0 text-xs text-muted-foreground">
        {b.products_count} product{b.products_count === 1 ? '' : 's'}
      </span>
    </li>
  );
}
