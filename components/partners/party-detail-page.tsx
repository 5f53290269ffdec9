/**
 * The server half of a partner's / distributor's screen (a server component: it reads the session
 * cookie); null for a 404 (bad id, outsider, other company). A module apart from the list's, so
 * each page's first load holds only its own screen.
 */
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { companyKeys } from '@/lib/companies/company-keys';
import { companyPartyResource } from '@/lib/contract/relations';
import { partyApi } from '@/lib/directories/kinds';
import type { PartyKind } from '@/lib/directories/kinds';
import { loadCompanyAccess } from '@/lib/directories/server-company';
import { prefetchRecord } from '@/lib/directories/server-prefetch';
import { parsePositiveId } from '@/lib/retailers/retailer-paths';
import { PartyDetail } from './party-detail';

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
