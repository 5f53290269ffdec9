/** Server-side prefetch of retailer data (server components only: it reads the session cookie). */
import type { QueryClient } from '@tanstack/react-query';
import { companyKeys } from '@/lib/companies/company-keys';
import { retailerCategoryResource } from '@/lib/contract/catalogue';
import { pageOf } from '@/lib/contract/common';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { retailerCategoriesApi } from './retailer-paths';

/** The company's categories when they fit one page of 100 (the browser collects longer lists itself). */
export async function prefetchCategories(queryClient: QueryClient, companyId: number): Promise<void> {
  const res = await upstreamJson(retailerCategoriesApi(companyId), pageOf(retailerCategoryResource), {
    searchParams: { page: '1', per_page: '100', sort: 'name' },
  });
  if (res.ok && res.data.meta.last_page <= 1) queryClient.setQueryData(companyKeys.retailerCategories(companyId), res.data.data);
}
