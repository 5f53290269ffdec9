import { Link } from '@/components/ui/link';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import { RoleBadge } from '@/components/workspaces/status-badge';
import type { Company } from '@/lib/contract/companies';
import { companyHref } from '@/lib/companies/paths';
import { countOf } from '@/lib/ui/plural';

/** One company in the list: image, name (the link), subdomain, catalogue counts, the caller's access. */
export function CompanyRow({ company: c }: { company: Company }) {
  const counts = [countOf(c.counts.brands, 'brand'), countOf(c.counts.products, 'product'), countOf(c.counts.retailers, 'retailer')];
  return (
    <li className="relative flex items-start gap-3 px-4 py-4 compact:py-2 hover:bg-muted/60 focus-within:bg-muted/60 sm:px-6">
      <EntityAvatar name={c.name} image={c.image} />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            href={companyHref(c.id)}
            className="min-w-0 truncate text-sm font-semibold text-foreground outline-none after:absolute after:inset-0 focus-visible:underline"
          >
            {c.name}
          </Link>
          <RoleBadge role={c.can_edit ? 'admin' : 'member'} />
        </div>
        <p className="truncate text-xs text-muted-foreground">
          <span className="sr-only">Subdomain: </span>
          {c.subdomain}
          {c.industry ? ` · ${c.industry}` : ''}
        </p>
        <p className="text-xs text-muted-foreground">{counts.join(' · ')}</p>
      </div>
    </li>
  );
}
