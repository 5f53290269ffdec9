import { eq } from 'drizzle-orm';
import type { CompanyUser } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { companyUsers, users } from '../../db/schema';
import { uploadUrl } from '../../lib/user-resource';

/** Company users with their account's name, email and image; callers add where / order / limit. */
export function selectCompanyUsers(db: Db) {
  return db
    .select({
      id: companyUsers.id,
      companyId: companyUsers.companyId,
      userId: companyUsers.userId,
      title: companyUsers.title,
      createdAt: companyUsers.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      image: users.image,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .$dynamic();
}

type CompanyUserRow = Awaited<ReturnType<typeof selectCompanyUsers>>[number];

export const toCompanyUser = (row: CompanyUserRow): CompanyUser => ({
  id: row.id,
  company_id: row.companyId,
  user_id: row.userId,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  image: uploadUrl(row.image),
  title: row.title,
  created_at: row.createdAt.toISOString(),
});
