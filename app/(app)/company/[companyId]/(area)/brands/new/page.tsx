import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { NewBrand } from '@/components/brands/brand-screens';
import { brandsHref } from '@/lib/companies/paths';
import { companyForPage, requireEditor } from '@/lib/companies/server-pages';

export const metadata: Metadata = { title: 'New brand' };

type Props = { params: Promise<{ companyId: string }> };

/** A new brand (the company's admins; others go back to the brands). */
export default async function NewBrandPage({ params }: Props) {
  const queryClient = new QueryClient();
  const { companyId, company } = await companyForPage((await params).companyId, queryClient);
  requireEditor(company, companyId, brandsHref(companyId));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <NewBrand companyId={companyId} />
    </HydrationBoundary>
  );
}
