import { and, eq, isNotNull } from 'drizzle-orm';
import type { CompanyUser, CompanyUserBody } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { companyUsers, users } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { getCompanyUser } from './read-company-users';

/**
 * `POST companies/{id}/users`: adds the person with that verified account email, with a title.
 * No account, or the person already added, is a 422 on `email` (the unique index decides races).
 */
export async function addCompanyUser(db: Db, companyId: number, body: CompanyUserBody): Promise<CompanyUser> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, body.email), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  if (!user) throw fieldError('email', 'There is no account with this email address.');
  const [row] = await db
    .insert(companyUsers)
    .values({ companyId, userId: user.id, title: body.title ?? null })
    .onConflictDoNothing()
    .returning({ id: companyUsers.id });
  if (!row) throw fieldError('email', 'This person has already been added to the company.');
  return getCompanyUser(db, companyId, row.id);
}
