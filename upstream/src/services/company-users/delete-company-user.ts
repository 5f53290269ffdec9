import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyUsers } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** `DELETE companies/{id}/users/{userId}`: removes the person from the company's people (their account and team access stay). */
export async function deleteCompanyUser(db: Db, companyId: number, id: number): Promise<void> {
  const gone = await db
    .delete(companyUsers)
    .where(and(eq(companyUsers.id, id), eq(companyUsers.companyId, companyId)))
    .returning({ id: companyUsers.id });
  if (gone.length === 0) throw notFound('Company user');
}
