import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { CompanyAccess } from '../access/company-guard';

/**
 * `DELETE companies/{id}` (admins of its teams). Its catalogue and team links go with it
 * (cascades); the teams themselves stay, without this company. The handler has checked `access` ('write').
 */
export async function deleteCompany(db: Db, access: CompanyAccess): Promise<void> {
  await db.delete(companies).where(eq(companies.id, access.companyId));
}
