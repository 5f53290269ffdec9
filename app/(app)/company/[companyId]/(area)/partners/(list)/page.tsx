import type { Metadata } from 'next';
import { renderPartyList } from '@/components/partners/party-list-page';

export const metadata: Metadata = { title: 'Partners' };

type Props = { params: Promise<{ companyId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The company's partners and its master agreements (page 1 prefetched). */
export default async function PartnersPage({ params, searchParams }: Props) {
  return renderPartyList({ kind: 'partners', companyId: (await params).companyId, searchParams: await searchParams });
}
