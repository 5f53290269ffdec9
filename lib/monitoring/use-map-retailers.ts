'use client';

import { useQuery } from '@tanstack/react-query';
import { fetchAll } from '@/lib/directories/fetch-page';
import { mapApi, mapKeys } from './map-api';

/** The company's retailers, for the MAP screens' pickers and filters. */
export function useMapRetailers(companyId: number) {
  return useQuery({
    queryKey: mapKeys.retailers(companyId),
    queryFn: () => fetchAll<{ id: number; name: string }>(mapApi.retailers(companyId), {}, 'The retailers could not be loaded.'),
    staleTime: 60_000,
  });
}
