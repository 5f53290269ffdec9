'use client';

import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { COMPANY_FETCH_ERROR, fetchCompany } from './fetch-company';

/** The company of a company-area screen (prefetched by its page): its name for the back link, `can_edit` for the actions. */
export function useCompany(companyId: number) {
  const query = useQuery({ queryKey: queryKeys.company(companyId), queryFn: () => fetchCompany(companyId) });
  useErrorToast(query.error, COMPANY_FETCH_ERROR);
  return query;
}
