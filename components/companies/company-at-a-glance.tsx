import { COMPANY_SECTIONS, companySectionHref } from '@/components/shell/nav-items';
import { CountTile, CountTiles } from '@/components/ui/count-tiles';
import type { Company } from '@/lib/contract/companies';

/** The sections the company record counts (`counts`, and its teams), with their labels for one and many. */
const COUNTED: Record<string, [one: string, many: string, count: (c: Company) => number]> = {
  teams: ['Team', 'Teams', (c) => c.teams.length],
  distributors: ['Distributor', 'Distributors', (c) => c.counts.distributors],
  retailers: ['Retailer', 'Retailers', (c) => c.counts.retailers],
  partners: ['Partner', 'Partners', (c) => c.counts.partners],
  brands: ['Brand', 'Brands', (c) => c.counts.brands],
  products: ['Product', 'Products', (c) => c.counts.products],
};

/**
 * The company at a glance (decision 0042): its counts in the sidebar's order, each a link to its
 * list. Read from the company record the page already has, so they render with it (no shift).
 */
export function CompanyAtAGlance({ company }: { company: Company }) {
  return (
    <CountTiles>
      {COMPANY_SECTIONS.flatMap(([path]) => {
        const counted = COUNTED[path];
        if (!counted) return [];
        const [one, many, count] = counted;
        return <CountTile key={path} label={[one, many]} total={count(company)} href={companySectionHref(company.id, path)} />;
      })}
    </CountTiles>
  );
}
