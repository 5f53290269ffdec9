import { and, eq } from 'drizzle-orm';
import type { FollowKind, FollowState } from '@/lib/contract/follows';
import type { Db } from '../../db/client';
import { follows } from '../../db/schema';
import type { FollowTarget } from './require-followable';

/** `GET follows/{kind}/{recordId}`: whether the caller follows the record (the handler checked read access). */
export async function getFollowState(db: Db, userId: number, target: FollowTarget): Promise<FollowState> {
  const [row] = await db
    .select({ unfollowed: follows.unfollowed })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.recordKind, target.kind), eq(follows.recordId, target.id)))
    .limit(1);
  return { kind: target.kind, record_id: target.id, following: row ? !row.unfollowed : false };
}

/** The users who follow a record (not those who unfollowed it), by id. Access is checked by the sender. */
export async function followerIds(db: Db, kind: FollowKind, id: number): Promise<number[]> {
  const rows = await db
    .select({ userId: follows.userId })
    .from(follows)
    .where(and(eq(follows.recordKind, kind), eq(follows.recordId, id), eq(follows.unfollowed, false)));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}
