'use client';

import { useQuery } from '@tanstack/react-query';
import { companyKeys } from '@/lib/companies/company-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { PEOPLE_MSG, itemOptions, itemsFetchError, peopleApi } from './people';
import { fetchMemberOptions } from './people-queries';
import type { AssignableType } from '@/lib/contract/relations';
import { fetchAll } from '@/lib/directories/fetch-page';

/** The people who can be assigned: members of the company's teams (those the caller can read). */
export function useMemberOptions(companyId: number, teamIds: number[], enabled: boolean) {
  const query = useQuery({
    queryKey: [...companyKeys.companyTeamMembers(companyId), teamIds.join(',')],
    queryFn: () => fetchMemberOptions(teamIds),
    enabled,
  });
  useErrorToast(query.error, PEOPLE_MSG.membersFetch);
  return query;
}

/** Every brand, product or retailer of the company as options (none until a type is chosen). */
export function useItemOptions(companyId: number, type: AssignableType | null) {
  const query = useQuery({
    queryKey: companyKeys.companyAssignableOptions(companyId, type ?? 'brand'),
    queryFn: async () =>
      itemOptions(
        await fetchAll<{ id: number; name: string }>(peopleApi.items(companyId, type ?? 'brand'), { sort: 'name' }, itemsFetchError(type ?? 'brand')),
      ),
    enabled: type !== null,
  });
  useErrorToast(query.error, itemsFetchError(type ?? 'brand'));
  return query;
}
