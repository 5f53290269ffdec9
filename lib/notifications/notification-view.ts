/** How a stored notification reads in the list, and where opening it goes. Pure, tested. */
import type { AppNotification } from '@/lib/contract/account';
import type { PageMeta } from '@/lib/contract/common';

export const NOTIFICATIONS_PER_PAGE = 20;

export type NotificationPage = { data: AppNotification[]; meta: PageMeta };

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** `data.title`, else the type in words ("RecordCreated" → "Record created"). */
export function notificationTitle(n: Pick<AppNotification, 'type' | 'data'>): string {
  const title = text(n.data.title);
  if (title) return title;
  const type = n.type.slice(n.type.lastIndexOf('\\') + 1);
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Notification';
}

export const notificationMessage = (n: Pick<AppNotification, 'data'>): string | null => text(n.data.message);

/**
 * `data.url` when it is a path of this app ("/workspace/3"), or an absolute URL on `origin`
 * (reduced to its path). Anything else (another site, `//host`, `javascript:`) is not followed.
 */
export function notificationUrl(n: Pick<AppNotification, 'data'>, origin: string): string | null {
  const url = text(n.data.url);
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

/** Reads a `GET notifications` body; a body without a page envelope counts as one page. */
export function toNotificationPage(body: unknown, page: number): NotificationPage {
  const b = (typeof body === 'object' && body !== null ? body : {}) as { data?: unknown; meta?: Partial<PageMeta> };
  const data = Array.isArray(b.data) ? (b.data as AppNotification[]) : [];
  const m = b.meta ?? {};
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return {
    data,
    meta: {
      current_page: num(m.current_page, page),
      last_page: num(m.last_page, page),
      per_page: num(m.per_page, NOTIFICATIONS_PER_PAGE),
      total: num(m.total, data.length),
    },
  };
}

/** The next page to load, or undefined on the last one (React Query's getNextPageParam). */
export const nextPage = (last: NotificationPage): number | undefined =>
  last.meta.current_page < last.meta.last_page && last.data.length > 0 ? last.meta.current_page + 1 : undefined;

/** `meta.total` of `GET notifications?read=false` is the unread count; a body without meta counts its items. */
export const unreadTotalOf = (body: unknown): number => toNotificationPage(body, 1).meta.total;
