import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { renderPartyDetail } from '@/components/partners/party-detail-page';

export const metadata: Metadata = { title: 'Distributor' };

type Props = { params: Promise<{ companyId: string; distributorId: string }> };

/** One of the company's distributors (prefetched); outsiders and other companies' records get a 404. */
export default async function DistributorPage({ params }: Props) {
  const raw = await params;
  const page = await renderPartyDetail({ kind: 'distributors', companyId: raw.companyId, id: raw.distributorId });
  return page ?? notFound();
}
