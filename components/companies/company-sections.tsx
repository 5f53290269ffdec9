import { Link } from '@/components/ui/link';
import { COMPANY_SECTIONS, companySectionHref } from '@/components/shell/nav-items';
import { Card, CardHeader } from '@/components/ui/card';
import type { Company } from '@/lib/contract/companies';

const COUNTED: Record<string, keyof Company['counts']> = {
  brands: 'brands',
  products: 'products',
  retailers: 'retailers',
  partners: 'partners',
  distributors: 'distributors',
};

/** Links to the company's sections (spec §2), with the catalogue counts beside them; an odd last one spans both columns. */
export function CompanySections({ company }: { company: Company }) {
  const sections = COMPANY_SECTIONS.filter(([path]) => path !== '');
  return (
    <Card>
      <CardHeader title="Sections" />
      <ul className="grid grid-cols-1 gap-px overflow-hidden rounded-b-card bg-border sm:grid-cols-2">
        {sections.map(([path, label]) => {
          const key = COUNTED[path];
          const count = key ? company.counts[key] : path === 'teams' ? company.teams.length : null;
          return (
            <li key={path} className="bg-surface sm:last:odd:col-span-2">
              <Link
                href={companySectionHref(company.id, path)}
                className="flex items-center justify-between gap-3 px-4 py-3 text-sm font-medium hover:bg-muted focus-visible:bg-muted focus-visible:outline-none sm:px-6"
              >
                <span>
                  {label}
                  {count !== null ? <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-normal text-muted-foreground">{count}</span> : null}
                </span>
                <span aria-hidden="true" className="text-muted-foreground">
                  →
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
