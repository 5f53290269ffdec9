import type { ReactNode } from 'react';
import { requireCompanyProduct, requireVisibleCompany } from '@/lib/companies/server-pages';

type Props = { children: ReactNode; params: Promise<{ companyId: string; productId: string }> };

/** A product of another company, or none, is a 404 decided here, before the skeleton below streams (decision 0011). */
export default async function ProductLayout({ children, params }: Props) {
  const raw = await params;
  const { companyId } = await requireVisibleCompany(raw.companyId);
  await requireCompanyProduct(companyId, raw.productId);
  return children;
}
