import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { AppNotification } from '@/lib/contract/account';
import type { PageMeta } from '@/lib/contract/common';
import { NOTIFICATION_KINDS, notificationTypesOf, type NotificationKind } from '@/lib/contract/notification-kinds';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { paged, pageOffset } from '../../lib/paginate';
import { toNotificationResource } from './to-notification-resource';

/** The types filed under `kind`; `account` also holds every type no kind names (notificationKindOf). */
function kindFilter(kind: NotificationKind) {
  const types = notificationTypesOf(kind);
  if (kind !== 'account') return inArray(notifications.type, types);
  const named = NOTIFICATION_KINDS.filter((k) => k !== 'account').flatMap(notificationTypesOf);
  return or(inArray(notifications.type, types), notInArray(notifications.type, named));
}

/**
 * The user's notifications, newest first; `read` false = unread only, true = read only; `kind`
 * narrows them to one kind; `unreadFirst` puts the unread ones before the read ones (each newest first).
 */
export async function listNotifications(
  db: Db,
  input: { userId: number; read?: boolean; kind?: NotificationKind; unreadFirst?: boolean; page: number; perPage: number },
): Promise<{ data: AppNotification[]; meta: PageMeta }> {
  const readFilter = input.read === undefined ? undefined : input.read ? isNotNull(notifications.readAt) : isNull(notifications.readAt);
  const where = and(eq(notifications.userId, input.userId), readFilter, input.kind ? kindFilter(input.kind) : undefined);
  const [{ n }] = await db.select({ n: count() }).from(notifications).where(where);
  const order = [desc(notifications.createdAt), desc(notifications.id)];
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(...(input.unreadFirst ? [asc(sql`${notifications.readAt} is not null`), ...order] : order))
    .limit(input.perPage)
    .offset(pageOffset(input.page, input.perPage));
  return paged(rows.map(toNotificationResource), n, input.page, input.perPage);
}
