import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { renderPartyDetail } from '@/components/partners/party-detail-page';

export const metadata: Metadata = { title: 'Partner' };

type Props = { params: Promise<{ companyId: string; partnerId: string }> };

/** One of the company's partners (prefetched); outsiders and other companies' records get a 404. */
export default async function PartnerPage({ params }: Props) {
  const raw = await params;
  const page = await renderPartyDetail({ kind: 'partners', companyId: raw.companyId, id: raw.partnerId });
  return page ?? notFound();
}
