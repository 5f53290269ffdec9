import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { requireCompany } from '../access/company-guard';

/**
 * `DELETE companies/{id}` (admins of its teams). Its catalogue and team links go with it
 * (cascades); the teams themselves stay, without this company.
 */
export async function deleteCompany(db: Db, userId: number, companyId: number): Promise<void> {
  await requireCompany(db, userId, companyId, 'write');
  await db.delete(companies).where(eq(companies.id, companyId));
}
