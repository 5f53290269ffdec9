import type { ReactNode } from 'react';
import { requireCompanyBrand, requireVisibleCompany } from '@/lib/companies/server-pages';

type Props = { children: ReactNode; params: Promise<{ companyId: string; brandId: string }> };

/** A brand of another company, or none, is a 404 decided here, before the skeleton below streams (decision 0011). */
export default async function BrandLayout({ children, params }: Props) {
  const raw = await params;
  const { companyId } = await requireVisibleCompany(raw.companyId);
  await requireCompanyBrand(companyId, raw.brandId);
  return children;
}
