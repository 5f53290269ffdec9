/**
 * The records a person opened from the command menu, most recent first, kept in this browser
 * (localStorage) under their user id: someone else signing in on the same browser does not see them.
 * Only the address and the words shown are kept; opening one still goes through the app's access
 * check, so a record the person lost access to answers "not available" as any link would.
 */
import { browserStorage } from '@/lib/ui/browser-storage';

export type RecentRecord = { url: string; title: string; subtitle: string | null };

export const RECENT_MAX = 6;
const key = (userId: number) => `app.recent-records.${userId}`;

const isRecent = (v: unknown): v is RecentRecord =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as RecentRecord).url === 'string' &&
  (v as RecentRecord).url.startsWith('/') &&
  !(v as RecentRecord).url.startsWith('//') &&
  typeof (v as RecentRecord).title === 'string' &&
  ((v as RecentRecord).subtitle === null || typeof (v as RecentRecord).subtitle === 'string');

export function readRecent(userId: number): RecentRecord[] {
  try {
    const parsed: unknown = JSON.parse(browserStorage()?.getItem(key(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts a record first (once), keeping the last RECENT_MAX. */
export function rememberRecent(userId: number, record: RecentRecord): RecentRecord[] {
  const next = [record, ...readRecent(userId).filter((r) => r.url !== record.url)].slice(0, RECENT_MAX);
  try {
    browserStorage()?.setItem(key(userId), JSON.stringify(next));
  } catch {
    // Storage full or disabled: recents are a convenience, the navigation goes on.
  }
  return next;
}
