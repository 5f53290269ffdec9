import { EntityBadgeRow } from '@/components/ui/entity-badge-row';
import { RoleBadge } from '@/components/workspaces/status-badge';
import type { Company } from '@/lib/contract/companies';
import { companyHref } from '@/lib/companies/paths';
import { countOf } from '@/lib/ui/plural';

/** One company in the list: image, name (the link), subdomain, catalogue counts, the caller's access. */
export function CompanyRow({ company: c }: { company: Company }) {
  const counts = [countOf(c.counts.brands, 'brand'), countOf(c.counts.products, 'product'), countOf(c.counts.retailers, 'retailer')];
  return (
    <EntityBadgeRow name={c.name} image={c.image} href={companyHref(c.id)} badge={<RoleBadge role={c.can_edit ? 'admin' : 'member'} />}>
      <p className="truncate text-xs text-muted-foreground">
        <span className="sr-only">Subdomain: </span>
        {c.subdomain}
        {c.industry ? ` · ${c.industry}` : ''}
      </p>
      <p className="text-xs text-muted-foreground">{counts.join(' · ')}</p>
    </EntityBadgeRow>
  );
}
