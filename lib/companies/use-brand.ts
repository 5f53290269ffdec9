'use client';

import { useQuery } from '@tanstack/react-query';
import { companyKeys } from '@/lib/companies/company-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { MSG } from './messages';
import { fetchBrand } from './queries';

/** One brand (prefetched by its page). */
export function useBrand(companyId: number, brandId: number) {
  const query = useQuery({ queryKey: companyKeys.companyBrand(companyId, brandId), queryFn: () => fetchBrand(companyId, brandId) });
  useErrorToast(query.error, MSG.brandsFetchError);
  return query;
}
