/**
 * The server half of the partners / distributors list (a server component: it reads the session
 * cookie). A module apart from the detail's, so each page's first load holds only its own screen.
 */
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { companyKeys } from '@/lib/companies/company-keys';
import { companyPartyResource } from '@/lib/contract/relations';
import { partiesApi } from '@/lib/directories/kinds';
import type { PartyKind } from '@/lib/directories/kinds';
import { companyAccessForPage } from '@/lib/directories/server-company';
import { prefetchCatalogueList, toSearchParams } from '@/lib/directories/server-prefetch';
import type { PageSearchParams } from '@/lib/directories/server-prefetch';
import { PartyList } from './party-list';

/** The list below the company area's layout (which answered 404 for outsiders): page 1 prefetched. */
export async function renderPartyList({
  kind,
  companyId: rawId,
  searchParams,
}: {
  kind: PartyKind;
  companyId: string;
  searchParams: PageSearchParams;
}): Promise<ReactNode> {
  const { companyId, access } = await companyAccessForPage(rawId);
  const queryClient = new QueryClient();
  await prefetchCatalogueList(queryClient, {
    path: partiesApi(companyId, kind),
    baseKey: companyKeys.companyParties(companyId, kind),
    item: companyPartyResource,
    params: toSearchParams(searchParams),
  });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <PartyList companyId={companyId} kind={kind} companyName={access.name} canEdit={access.canEdit} />
    </HydrationBoundary>
  );
}
