import type { Metadata } from 'next';
import { ScorecardsScreen } from '@/components/monitoring/map/scorecards-screen';
import { recordId } from '@/lib/companies/server-pages';

export const metadata: Metadata = { title: 'Retailer scorecards' };

type Props = { params: Promise<{ companyId: string }> };

export default async function ScorecardsPage({ params }: Props) {
  return <ScorecardsScreen companyId={recordId((await params).companyId)} />;
}
