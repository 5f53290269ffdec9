/** Server-side reads for the company-area screens (server components only: they read the cookie). */
import { isMissing, loadCompany } from '@/lib/companies/server-companies';
import { requireVisibleCompany } from '@/lib/companies/server-pages';
import type { Company } from '@/lib/contract/companies';

export type CompanyAccess = { name: string | null; canEdit: boolean };

/** The access of a company read; a failed read (null) still shows the screen, with editing offered. */
const accessOf = (company: Company | null): CompanyAccess => ({ name: company?.name ?? null, canEdit: company?.can_edit ?? true });

/**
 * The company's name and whether the caller may change its records. `null` when the company is not
 * theirs to see (404 / 403: the page answers 404). Any other failure still shows the screen, with
 * editing offered (the upstream enforces access on every change).
 */
export async function loadCompanyAccess(companyId: number): Promise<CompanyAccess | null> {
  const res = await loadCompany(companyId);
  if (isMissing(res)) return null;
  return accessOf(res.ok ? res.data : null);
}

/**
 * For a list screen below the company area's layout, which already answered 404 for a company the
 * caller cannot see: the id and the access, from the same request-cached read (no second call).
 */
export async function companyAccessForPage(rawId: string): Promise<{ companyId: number; access: CompanyAccess }> {
  const { companyId, company } = await requireVisibleCompany(rawId);
  return { companyId, access: accessOf(company) };
}
