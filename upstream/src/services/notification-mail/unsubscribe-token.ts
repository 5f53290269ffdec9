import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@/lib/contract/notification-kinds';

/**
 * The one-click unsubscribe token of a notification mail: `<user id>.<kind>.<HMAC-SHA256>` keyed by
 * the server's link secret. It never expires (a mail read months later still works) and can do one
 * thing only: turn off email of that kind for that person.
 */
const sign = (secret: string, userId: number, kind: string) => createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: number, kind: NotificationKind): string {
  return `${userId}.${kind}.${sign(secret, userId, kind)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { userId: number; kind: NotificationKind } | null {
  const match = /^(\d{1,10})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, kind, signature] = match;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(sign(secret, Number(id), kind));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: Number(id), kind: kind as NotificationKind };
}
