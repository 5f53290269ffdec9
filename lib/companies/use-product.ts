'use client';

import { useQuery } from '@tanstack/react-query';
import { companyKeys } from '@/lib/companies/company-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { MSG } from './messages';
import { fetchProduct } from './queries';

/** One product (prefetched by its page); the images manager reorders it in this cache entry. */
export function useProduct(companyId: number, productId: number) {
  const query = useQuery({ queryKey: companyKeys.companyProduct(companyId, productId), queryFn: () => fetchProduct(companyId, productId) });
  useErrorToast(query.error, MSG.productsFetchError);
  return { ...query, fallback: MSG.productsFetchError };
}
