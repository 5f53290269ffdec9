import type { SubdomainAvailability } from '@/lib/contract/companies';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { requireCompany } from '../access/company-guard';
import { findSubdomainOwner } from './find-subdomain-owner';
import { SUBDOMAIN_TAKEN, subdomainFormatProblem } from './subdomain';

/** Whether the caller can see `companyId` (a company they cannot see is ignored, not confirmed). */
async function canSee(db: Db, userId: number, companyId: number): Promise<boolean> {
  try {
    await requireCompany(db, userId, companyId, 'read');
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
    throw error;
  }
}

/**
 * `POST companies/check-subdomain-availability`, asked while the user types: a badly formed value is
 * `available: false` with the rule it breaks; a value held by another company is taken. With
 * `companyId` (an edit), that company's current subdomain counts as available.
 */
export async function checkSubdomain(db: Db, userId: number, subdomain: string, companyId?: number): Promise<SubdomainAvailability> {
  const problem = subdomainFormatProblem(subdomain);
  if (problem) return { subdomain, available: false, reason: problem };
  const owner = await findSubdomainOwner(db, subdomain);
  if (owner === null) return { subdomain, available: true, reason: null };
  if (companyId !== undefined && owner === companyId && (await canSee(db, userId, companyId))) return { subdomain, available: true, reason: null };
  return { subdomain, available: false, reason: SUBDOMAIN_TAKEN };
}
