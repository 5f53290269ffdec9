import type { FollowKind } from '@/lib/contract/follows';
import type { Db } from '../../db/client';
import { follows } from '../../db/schema';

/**
 * Creators, assignees and commenters follow a record without asking. The insert does nothing on
 * conflict, so someone who unfollowed (a row with `unfollowed`) stays unfollowed, and a repeat is free.
 */
export async function autoFollow(db: Db, userIds: readonly (number | null)[], kind: FollowKind, id: number): Promise<void> {
  const ids = [...new Set(userIds.filter((u): u is number => u !== null))];
  if (ids.length === 0) return;
  await db
    .insert(follows)
    .values(ids.map((userId) => ({ userId, recordKind: kind, recordId: id })))
    .onConflictDoNothing();
}
