import type { Company } from '@/lib/contract/companies';

/** "3 brands, 120 products, 5 retailers, no partners and 1 distributor": what a delete takes, counted. */
export function catalogueText(counts: Company['counts']): string {
  const parts = (
    [
      [counts.brands, 'brand', 'brands'],
      [counts.products, 'product', 'products'],
      [counts.retailers, 'retailer', 'retailers'],
      [counts.partners, 'partner', 'partners'],
      [counts.distributors, 'distributor', 'distributors'],
    ] as const
  ).map(([n, one, many]) => (n === 0 ? `no ${many}` : `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`));
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
