import type { SubdomainAvailability } from '@/lib/contract/companies';
import type { Db } from '../../db/client';
import { findSubdomainOwner } from './find-subdomain-owner';
import { SUBDOMAIN_TAKEN, subdomainFormatProblem } from './subdomain';

/**
 * `POST companies/check-subdomain-availability`, asked while the user types: a badly formed value is
 * `available: false` with the rule it breaks; a value held by another company is taken. With
 * `ownCompanyId` (an edit of a company the caller can see: the handler checks with canSeeCompany, so
 * a company they cannot see is ignored, not confirmed), that company's current subdomain counts as available.
 */
export async function checkSubdomain(db: Db, subdomain: string, ownCompanyId?: number): Promise<SubdomainAvailability> {
  const problem = subdomainFormatProblem(subdomain);
  if (problem) return { subdomain, available: false, reason: problem };
  const owner = await findSubdomainOwner(db, subdomain);
  if (owner === null) return { subdomain, available: true, reason: null };
  if (ownCompanyId !== undefined && owner === ownCompanyId) return { subdomain, available: true, reason: null };
  return { subdomain, available: false, reason: SUBDOMAIN_TAKEN };
}
