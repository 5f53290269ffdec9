/** Server-side reads for the company-area screens (server components only: they read the cookie). */
import { isMissing, loadCompany } from '@/lib/companies/server-companies';
import { requireVisibleCompany } from '@/lib/companies/server-pages';

export type CompanyAccess = { name: string | null; canEdit: boolean };

/**
 * The company's name and whether the caller may change its records. `null` when the company is not
 * theirs to see (404 / 403: the page answers 404). Any other failure still shows the screen, with
 * editing offered (the upstream enforces access on every change).
 */
export async function loadCompanyAccess(companyId: number): Promise<CompanyAccess | null> {
  const res = await loadCompany(companyId);
  if (res.ok) return { name: res.data.name, canEdit: res.data.can_edit };
  if (isMissing(res)) return null;
  return { name: null, canEdit: true };
}

/**
 * For a list screen below the company area's layout, which already answered 404 for a company the
 * caller cannot see: the id and the access, from the same request-cached read (no second call).
 */
export async function companyAccessForPage(rawId: string): Promise<{ companyId: number; access: CompanyAccess }> {
  const { companyId, company } = await requireVisibleCompany(rawId);
  return { companyId, access: { name: company?.name ?? null, canEdit: company?.can_edit ?? true } };
}
