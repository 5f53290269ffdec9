import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { CompanyEdit } from '@/components/companies/company-edit';
import { companyForPage, requireEditor } from '@/lib/companies/server-pages';

export const metadata: Metadata = { title: 'Edit company' };

type Props = { params: Promise<{ companyId: string }> };

/** Editing a company (its admins; others go back to the company screen). */
export default async function EditCompanyPage({ params }: Props) {
  const queryClient = new QueryClient();
  const { companyId, company } = await companyForPage((await params).companyId, queryClient);
  requireEditor(company, companyId);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <CompanyEdit companyId={companyId} />
    </HydrationBoundary>
  );
}
