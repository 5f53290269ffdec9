import type { FollowKind } from '@/lib/contract/follows';
import type { NotificationData } from '@/lib/contract/notification-kinds';
import type { AppDeps } from '../../app-env';
import { notifyUser } from '../notifications/notify-user';
import { followerIds } from './read-follows';
import { findFollowable } from './require-followable';

export type FollowedChange = {
  /** Who caused it: never told about their own change. */
  actorId: number;
  /** One sentence, e.g. `Ann Lee commented on "Q3 plan"`. */
  message: string;
  /** Short phrases of what changed ("status: To do → Done"). */
  changes?: string[];
  /** People told otherwise about this change (an attendee's MeetingChanged): not told twice. */
  skip?: readonly number[];
};

/**
 * `FollowedActivity` to every follower of a record but the actor, each checked again for read
 * access (someone who left the workspace stops hearing about it without unfollowing). The link goes
 * through a workspace the follower can read. Returns who was told.
 */
export async function notifyFollowers(deps: AppDeps, kind: FollowKind, id: number, change: FollowedChange): Promise<number[]> {
  const skip = new Set([change.actorId, ...(change.skip ?? [])]);
  const told: number[] = [];
  for (const userId of await followerIds(deps.db, kind, id)) {
    if (skip.has(userId)) continue;
    const target = await findFollowable(deps.db, userId, kind, id);
    if (!target) continue;
    const data: NotificationData = {
      kind: 'followed_activity',
      title: target.title,
      message: change.message,
      url: target.url,
      actor_id: change.actorId,
      record: `${kind}:${id}`,
      ...(change.changes?.length ? { changes: change.changes } : {}),
    };
    await notifyUser(deps, userId, 'FollowedActivity', data);
    told.push(userId);
  }
  return told;
}
