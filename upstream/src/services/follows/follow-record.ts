import { sql } from 'drizzle-orm';
import type { FollowState } from '@/lib/contract/follows';
import type { Db } from '../../db/client';
import { follows } from '../../db/schema';
import type { FollowTarget } from './require-followable';

/**
 * `PUT follows/{kind}/{recordId}` (following: true) and `DELETE …` (false), after the handler's
 * requireFollowable. An unfollow is kept as a row with `unfollowed`, so automatic follows never
 * bring the person back; following again clears it. Both are idempotent.
 */
export async function setFollowing(db: Db, userId: number, target: FollowTarget, following: boolean): Promise<FollowState> {
  await db
    .insert(follows)
    .values({ userId, recordKind: target.kind, recordId: target.id, unfollowed: !following })
    .onConflictDoUpdate({
      target: [follows.userId, follows.recordKind, follows.recordId],
      set: { unfollowed: !following, updatedAt: sql`now()` },
    });
  return { kind: target.kind, record_id: target.id, following };
}
