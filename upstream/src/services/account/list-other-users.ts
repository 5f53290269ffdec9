import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { OtherUser } from '@/lib/contract/account';
import type { Db } from '../../db/client';
import { teamMembers, users } from '../../db/schema';
import { uploadUrl } from '../../lib/user-resource';

/** Everyone who shares at least one team with the user (not the user), by name: the people picker. */
export async function listOtherUsers(db: Db, userId: number): Promise<OtherUser[]> {
  const myTeams = db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
  const sharing = db.selectDistinct({ id: teamMembers.userId }).from(teamMembers).where(inArray(teamMembers.teamId, myTeams));
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, image: users.image })
    .from(users)
    .where(and(inArray(users.id, sharing), ne(users.id, userId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((u) => ({ id: u.id, first_name: u.firstName, last_name: u.lastName, email: u.email, image: uploadUrl(u.image) }));
}
