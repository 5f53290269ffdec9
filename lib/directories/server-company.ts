/** Server-side reads for the company-area screens (server components only: they read the cookie). */
import { dataOf } from '@/lib/contract/common';
import { companyResource } from '@/lib/contract/companies';
import { upstreamJson } from '@/lib/upstream/upstream-json';

const companyAccess = companyResource.pick({ id: true, name: true, can_edit: true });
export type CompanyAccess = { name: string | null; canEdit: boolean };

/**
 * The company's name and whether the caller may change its records. `null` when the company is not
 * theirs to see (404 / 403: the page answers 404). Any other failure still shows the screen, with
 * editing offered (the upstream enforces access on every change).
 */
export async function loadCompanyAccess(companyId: number): Promise<CompanyAccess | null> {
  const res = await upstreamJson(`companies/${companyId}`, dataOf(companyAccess));
  if (res.ok) return { name: res.data.data.name, canEdit: res.data.data.can_edit };
  if (res.status === 404 || res.status === 403) return null;
  return { name: null, canEdit: true };
}
