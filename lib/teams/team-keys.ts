import { queryKeys } from '@/lib/api/query-keys';

/** The list key of one company's teams, one page (company 0 = all of the caller's teams). Under `queryKeys.teams`, so team mutations refresh it. */
export const companyTeamsKey = (companyId: number, page: number) => [...queryKeys.teams, 'page', companyId, page] as const;
