import { and, eq } from 'drizzle-orm';
import type { CompanyUser } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { companyUsers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { selectCompanyUsers, toCompanyUser } from './company-user-query';

/** One person of the company by the company-user record's id (not the account id). */
export async function getCompanyUser(db: Db, companyId: number, id: number): Promise<CompanyUser> {
  const [row] = await selectCompanyUsers(db)
    .where(and(eq(companyUsers.id, id), eq(companyUsers.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('Company user');
  return toCompanyUser(row);
}
