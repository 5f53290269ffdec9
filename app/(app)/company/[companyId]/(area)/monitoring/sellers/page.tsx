import type { Metadata } from 'next';
import { SellersScreen } from '@/components/monitoring/map/sellers-screen';
import { recordId } from '@/lib/companies/server-pages';

export const metadata: Metadata = { title: 'Authorised sellers' };

type Props = { params: Promise<{ companyId: string }> };

export default async function AuthorizedSellersPage({ params }: Props) {
  return <SellersScreen companyId={recordId((await params).companyId)} />;
}
