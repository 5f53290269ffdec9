import { eq } from 'drizzle-orm';
import type { Company, UpdateCompanyBody } from '@/lib/contract/companies';
import type { AppDeps } from '../../app-env';
import { companies } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';
import { saveImage } from '../uploads/save-image';
import { findSubdomainOwner } from './find-subdomain-owner';
import { isUniqueViolation } from '../../lib/pg-errors';
import { loadCompanyResources } from './load-company-resources';
import { SUBDOMAIN_TAKEN } from './subdomain';

/** Optional fields of an edit: undefined leaves the column alone, null clears it. */
export type CompanyChanges = Omit<UpdateCompanyBody, 'description' | 'website' | 'industry'> & {
  description?: string | null;
  website?: string | null;
  industry?: string | null;
};

/**
 * `POST companies/{id}` with `_method=PUT` (admins of its teams). A new subdomain must be free
 * (the company's own counts as free); checks run before the image is stored. The handler has
 * checked `access` ('write') before reading the form.
 */
export async function updateCompany(deps: AppDeps, access: CompanyAccess, changes: CompanyChanges, image?: File): Promise<Company> {
  const { db } = deps;
  const { userId, companyId } = access;
  if (changes.subdomain !== undefined) {
    const owner = await findSubdomainOwner(db, changes.subdomain);
    if (owner !== null && owner !== companyId) throw fieldError('subdomain', SUBDOMAIN_TAKEN);
  }
  const imageName = image ? await saveImage(deps, image, 'image', userId) : undefined;
  try {
    await db
      .update(companies)
      .set({ ...changes, image: imageName, updatedAt: deps.now() })
      .where(eq(companies.id, companyId));
  } catch (error) {
    // Another company took the subdomain between the check and the write.
    if (isUniqueViolation(error)) throw fieldError('subdomain', SUBDOMAIN_TAKEN);
    throw error;
  }
  const [company] = await loadCompanyResources(db, userId, [companyId]);
  return company;
}
