import { inArray } from 'drizzle-orm';
import type { MemberUser } from '@/lib/contract/teams';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { toMemberUser } from '../teams/to-member-user';

/** The public face of many users at once (authors, uploaders), so presenters never query per row. */
export async function loadMemberUsers(db: Db, ids: readonly (number | null)[]): Promise<Map<number, MemberUser>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const out = new Map<number, MemberUser>();
  if (wanted.length === 0) return out;
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, image: users.image })
    .from(users)
    .where(inArray(users.id, wanted));
  for (const row of rows) out.set(row.id, toMemberUser(row));
  return out;
}

/** The user of `id` from a loaded map, or null (deleted account, or no user recorded). */
export const memberOf = (map: Map<number, MemberUser>, id: number | null): MemberUser | null => (id === null ? null : (map.get(id) ?? null));
