/**
 * Server-side halves of the partners / distributors screens (server components only: they read the
 * session cookie). The detail returns null for a 404 (bad id, outsider, other company).
 */
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { companyKeys } from '@/lib/companies/company-keys';
import { companyPartyResource } from '@/lib/contract/relations';
import { partiesApi, partyApi } from '@/lib/directories/kinds';
import type { PartyKind } from '@/lib/directories/kinds';
import { companyAccessForPage, loadCompanyAccess } from '@/lib/directories/server-company';
import { prefetchCatalogueList, prefetchRecord, toSearchParams } from '@/lib/directories/server-prefetch';
import type { PageSearchParams } from '@/lib/directories/server-prefetch';
import { parsePositiveId } from '@/lib/retailers/retailer-paths';
import { PartyDetail } from './party-detail';
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

export async function renderPartyDetail({
  kind,
  companyId: rawCompany,
  id: rawId,
}: {
  kind: PartyKind;
  companyId: string;
  id: string;
}): Promise<ReactNode | null> {
  const companyId = parsePositiveId(rawCompany);
  const id = parsePositiveId(rawId);
  if (companyId === null || id === null) return null;
  const queryClient = new QueryClient();
  const [access, record] = await Promise.all([
    loadCompanyAccess(companyId),
    prefetchRecord(queryClient, { path: partyApi(companyId, kind, id), key: companyKeys.companyParty(companyId, kind, id), item: companyPartyResource }),
  ]);
  if (!access || record === 'not-found') return null;
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <PartyDetail companyId={companyId} kind={kind} id={id} canEdit={access.canEdit} />
    </HydrationBoundary>
  );
}
