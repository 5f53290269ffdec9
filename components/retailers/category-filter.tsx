'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Select } from '@/components/ui/select';
import { writeListState } from '@/lib/catalogue/list-params';
import type { RetailerCategory } from '@/lib/contract/catalogue';
import { categoryOptions } from '@/lib/retailers/use-retailer-data';

/** "All categories" or one category; kept in the URL (`category_id`), back to page 1 on change. */
export function CategoryFilter({ categories, value }: { categories: readonly RetailerCategory[] | undefined; value: number | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  function choose(id: string) {
    const next = writeListState(new URLSearchParams(params.toString()), { page: 1 });
    if (id) next.set('category_id', id);
    else next.delete('category_id');
    const qs = next.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  }
  const options = categoryOptions(categories);
  // A category in the URL that the list does not know (deleted) still shows, so the filter is visible.
  if (value !== null && categories && !options.some((o) => o.value === String(value))) options.push({ value: String(value), label: 'Unknown category' });
  return (
    <Select
      aria-label="Filter by category"
      value={value === null ? '' : String(value)}
      onChange={(e) => choose(e.target.value)}
      placeholder="All categories"
      options={options}
      className="sm:w-48"
    />
  );
}
