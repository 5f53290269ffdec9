import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, exists, gte, inArray, or } from 'drizzle-orm';
import type { CalendarFeed } from '@/lib/contract/calendar';
import type { AppDeps } from '../../app-env';
import { calendarFeeds, meetingAttendees, meetings } from '../../db/schema';
import { accessibleWorkspaceIds } from '../workspaces/read-workspaces';
import { meetingsIcs } from './meetings-ics';

/** How far back a feed reaches, and how many meetings it holds at most (the soonest first). */
const FEED_PAST_DAYS = 90;
const FEED_LIMIT = 1000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const feedUrl = (appUrl: string, secret: string) => `${appUrl}/calendar/${secret}.ics`;

/** `GET user/calendar-feed`: whether there is one (the address itself is shown only when made). */
export async function getCalendarFeed(deps: AppDeps, userId: number): Promise<CalendarFeed> {
  const [row] = await deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return { enabled: Boolean(row), created_at: row?.createdAt.toISOString() ?? null, url: null };
}

/**
 * `POST user/calendar-feed`: a new secret address (32 random bytes); the previous one, if any,
 * stops working at once. Only the secret's SHA-256 is stored, so a database reader cannot subscribe.
 */
export async function regenerateCalendarFeed(deps: AppDeps, userId: number): Promise<CalendarFeed> {
  const secret = randomBytes(32).toString('base64url');
  const now = deps.now();
  await deps.db
    .insert(calendarFeeds)
    .values({ userId, secretHash: hashOf(secret), createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secretHash: hashOf(secret), createdAt: now } });
  return { enabled: true, created_at: now.toISOString(), url: feedUrl(deps.config.appUrl, secret) };
}

/** `DELETE user/calendar-feed`: the address stops working. Idempotent. */
export async function deleteCalendarFeed(deps: AppDeps, userId: number): Promise<CalendarFeed> {
  await deps.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { enabled: false, created_at: null, url: null };
}

/**
 * `GET calendar-feeds/{secret}.ics` (public: the secret is the credential): the meetings its owner
 * organises or attends in workspaces they can still read, from 90 days ago on. Null for an unknown
 * secret (404, the same as a regenerated or deleted one).
 */
export async function readCalendarFeed(deps: AppDeps, secret: string): Promise<string | null> {
  const [feed] = await deps.db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secretHash, hashOf(secret)))
    .limit(1);
  if (!feed) return null;
  const userId = feed.userId;
  const since = new Date(deps.now().getTime() - FEED_PAST_DAYS * 86_400_000);
  const attends = deps.db
    .select({ one: meetingAttendees.userId })
    .from(meetingAttendees)
    .where(and(eq(meetingAttendees.meetingId, meetings.id), eq(meetingAttendees.userId, userId)));
  const rows = await deps.db
    .select()
    .from(meetings)
    .where(
      and(
        gte(meetings.endsAt, since),
        inArray(meetings.workspaceId, accessibleWorkspaceIds(deps.db, userId)),
        or(eq(meetings.createdBy, userId), exists(attends)),
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(meetings.id))
    .limit(FEED_LIMIT);
  return meetingsIcs(deps, 'Collab meetings', rows);
}
