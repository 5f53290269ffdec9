import type { Metadata } from 'next';
import { MapCaseScreen } from '@/components/monitoring/map/map-case-screen';
import { recordId } from '@/lib/companies/server-pages';

export const metadata: Metadata = { title: 'MAP case' };

type Props = { params: Promise<{ companyId: string; caseId: string }> };

/** One MAP case: evidence, notice and timeline load in the screen (404 from the API for another company's case). */
export default async function MapCasePage({ params }: Props) {
  const p = await params;
  return <MapCaseScreen companyId={recordId(p.companyId)} caseId={recordId(p.caseId)} />;
}
