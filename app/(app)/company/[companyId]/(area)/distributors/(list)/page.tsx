import type { Metadata } from 'next';
import { renderPartyList } from '@/components/partners/party-list-page';

export const metadata: Metadata = { title: 'Distributors' };

type Props = { params: Promise<{ companyId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The company's distributors and its master agreements (page 1 prefetched). */
export default async function DistributorsPage({ params, searchParams }: Props) {
  return renderPartyList({ kind: 'distributors', companyId: (await params).companyId, searchParams: await searchParams });
}
