import type { AppNotification } from '@/lib/contract/account';
import type { notifications } from '../../db/schema';

/** A stored notification in Laravel's DatabaseNotification JSON shape. */
export function toNotificationResource(row: typeof notifications.$inferSelect): AppNotification {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
