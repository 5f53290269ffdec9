import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { EditBrand } from '@/components/brands/brand-screens';
import { brandHref } from '@/lib/companies/paths';
import { brandForPage, companyForPage, requireEditor } from '@/lib/companies/server-pages';

export const metadata: Metadata = { title: 'Edit brand' };

type Props = { params: Promise<{ companyId: string; brandId: string }> };

/** Editing a brand (the company's admins; others go back to the brand). */
export default async function EditBrandPage({ params }: Props) {
  const raw = await params;
  const queryClient = new QueryClient();
  const { companyId, company } = await companyForPage(raw.companyId, queryClient);
  const { brandId } = await brandForPage(companyId, raw.brandId, queryClient);
  requireEditor(company, companyId, brandHref(companyId, brandId));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <EditBrand companyId={companyId} brandId={brandId} />
    </HydrationBoundary>
  );
}
