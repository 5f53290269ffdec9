import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppNotification } from '@/lib/contract/account';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { paged, pageOffset } from '../../lib/paginate';
import { toNotificationResource } from './to-notification-resource';

/** The user's notifications, newest first; `read` false = unread only, true = read only. */
export async function listNotifications(
  db: Db,
  input: { userId: number; read?: boolean; page: number; perPage: number },
): Promise<{ data: AppNotification[]; meta: PageMeta }> {
  const readFilter = input.read === undefined ? undefined : input.read ? isNotNull(notifications.readAt) : isNull(notifications.readAt);
  const where = and(eq(notifications.userId, input.userId), readFilter);
  const [{ n }] = await db.select({ n: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(input.perPage)
    .offset(pageOffset(input.page, input.perPage));
  return paged(rows.map(toNotificationResource), n, input.page, input.perPage);
}
