import type { Metadata } from 'next';
import { MapCasesScreen } from '@/components/monitoring/map/map-cases-screen';
import { recordId } from '@/lib/companies/server-pages';

export const metadata: Metadata = { title: 'MAP cases' };

type Props = { params: Promise<{ companyId: string }>; searchParams: Promise<{ product?: string }> };

/** The company's MAP cases, or one monitored product's (`?product=`); the layout has checked the company, the list loads in the screen. */
export default async function MapCasesPage({ params, searchParams }: Props) {
  const product = Number((await searchParams).product);
  return <MapCasesScreen companyId={recordId((await params).companyId)} productId={Number.isSafeInteger(product) && product > 0 ? product : undefined} />;
}
