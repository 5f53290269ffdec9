import { and, eq } from 'drizzle-orm';
import type { CompanyUser, CompanyUserUpdateBody } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { companyUsers } from '../../db/schema';
import { getCompanyUser } from './read-company-users';

/** `PUT companies/{id}/users/{userId}`: changes the person's title when sent (null clears it). */
export async function updateCompanyUser(db: Db, companyId: number, id: number, body: CompanyUserUpdateBody): Promise<CompanyUser> {
  // Nothing sent changes nothing (Drizzle refuses an empty SET); the read below still answers 404.
  if (body.title !== undefined) {
    await db
      .update(companyUsers)
      .set({ title: body.title })
      .where(and(eq(companyUsers.id, id), eq(companyUsers.companyId, companyId)));
  }
  return getCompanyUser(db, companyId, id);
}
