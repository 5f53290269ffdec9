import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { displayName } from '../teams/to-member-user';

/** "Ann Lee" (or the email), for the sentence of a notification; "Someone" for a deleted account. */
export async function actorName(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? displayName({ ...row, id: userId, image: null }) : 'Someone';
}

/** Names of several users, in the order given (a missing one is left out). */
export async function userNames(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, displayName({ ...r, image: null })]));
  return ids.map((id) => byId.get(id)).filter((n): n is string => n !== undefined);
}
