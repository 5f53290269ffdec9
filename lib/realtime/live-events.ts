/**
 * What the signed-in user's private channel carries, and what each message should refresh.
 * Pure so it can be tested without a socket; the realtime provider wires it to Echo and React Query.
 */
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';

/** Laravel's notification event as Echo's `.notification()` sees it: `{ id, type, ...data }`. */
export type BroadcastNotification = { id: string; type: string; [key: string]: unknown };

/**
 * Names to listen for a RecordViewed event: the leading dot is the raw name (what the embedded
 * upstream publishes); the plain one is Echo's namespaced `App\Events\RecordViewed` (Laravel's default).
 */
export const RECORD_VIEWED_EVENTS = ['.RecordViewed', 'RecordViewed'] as const;

export const NOTIFICATION_FALLBACK_TITLE = 'New notification';

/** Types that change the user's teams or workspaces (membership, role, approval, ownership). */
const MEMBERSHIP_TYPES = new Set(['InviteAccepted', 'RoleChanged', 'WorkspaceApproved', 'WorkspaceDisapproved', 'OwnershipTransferred']);

/** `RecordCreated`, also when a Laravel upstream sends the class name (`App\Notifications\RecordCreated`). */
export function notificationType(n: Pick<BroadcastNotification, 'type'>): string {
  const type = typeof n.type === 'string' ? n.type : '';
  return type.slice(type.lastIndexOf('\\') + 1);
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** The toast for a live notification: `title` and `message` at the top level, or under `data`. */
export function noticeOf(n: BroadcastNotification): { title: string; message?: string } {
  const nested = typeof n.data === 'object' && n.data !== null ? (n.data as Record<string, unknown>) : {};
  return {
    title: text(n.title) ?? text(nested.title) ?? NOTIFICATION_FALLBACK_TITLE,
    message: text(n.message) ?? text(nested.message),
  };
}

/**
 * Spec §4 asks for the unread count after a RecordCreated notification; every notification is
 * unread when it arrives, so each one refreshes the notification queries, the invites (an invite
 * arrives as a notification) and the overview counts; membership changes refresh teams and workspaces too.
 */
export function keysForNotification(n: Pick<BroadcastNotification, 'type'>): QueryKey[] {
  const keys: QueryKey[] = [queryKeys.notifications, queryKeys.invites, queryKeys.overview];
  if (MEMBERSHIP_TYPES.has(notificationType(n))) keys.push(queryKeys.teams, queryKeys.workspaces);
  return keys;
}

/** A notification was read elsewhere (another tab or device): the unread count and lists change. */
export const KEYS_ON_RECORD_VIEWED: readonly QueryKey[] = [queryKeys.notifications, queryKeys.overview];

/**
 * Tracks pusher-js connection states and says when a `connected` is a *re*connection (not the
 * first connection of this page), i.e. when missed events should be made up for.
 */
export function createReconnectDetector(): (state: string) => boolean {
  let connectedBefore = false;
  let lostSince = false;
  return (state) => {
    if (state === 'connected') {
      const reconnected = connectedBefore && lostSince;
      connectedBefore = true;
      lostSince = false;
      return reconnected;
    }
    if (connectedBefore) lostSince = true;
    return false;
  };
}
