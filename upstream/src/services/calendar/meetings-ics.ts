import ical, { ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import type { meetings } from '../../db/schema';
import { meetingAttendees, users } from '../../db/schema';
import { displayName } from '../teams/to-member-user';
import { describeMeetings } from './describe-meeting';

type MeetingRow = typeof meetings.$inferSelect;

/** A meeting's UID in every calendar: stable across feeds, downloads and edits (an edit updates, never duplicates). */
export const meetingUid = (appUrl: string, meetingId: number) => `meeting-${meetingId}@${new URL(appUrl).host}`;

/**
 * An RFC 5545 calendar of these meetings (ical-generator): times in UTC (every client shows them in
 * its own zone, and no VTIMEZONE is needed), the organiser and attendees with their names, the
 * description with goals, topics and the link back, and the last change as SEQUENCE/LAST-MODIFIED
 * so subscribed clients replace an edited meeting.
 */
export async function meetingsIcs(deps: Pick<AppDeps, 'db' | 'config'>, name: string, rows: MeetingRow[]): Promise<string> {
  const calendar = ical({ name, prodId: { company: 'Collab', product: 'meetings', language: 'EN' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  const ids = rows.map((m) => m.id);
  const people = ids.length
    ? await deps.db
        .select({ meetingId: meetingAttendees.meetingId, user: users })
        .from(meetingAttendees)
        .innerJoin(users, eq(users.id, meetingAttendees.userId))
        .where(inArray(meetingAttendees.meetingId, ids))
        .orderBy(asc(users.id))
    : [];
  const creatorIds = [...new Set(rows.map((m) => m.createdBy).filter((id): id is number => id !== null))];
  const creators = creatorIds.length ? await deps.db.select().from(users).where(inArray(users.id, creatorIds)) : [];
  const texts = await describeMeetings(deps, rows);
  for (const [i, meeting] of rows.entries()) {
    const { text, url } = texts[i];
    const organiser = creators.find((u) => u.id === meeting.createdBy);
    calendar.createEvent({
      id: meetingUid(deps.config.appUrl, meeting.id),
      start: meeting.startsAt,
      end: meeting.endsAt,
      stamp: meeting.updatedAt,
      lastModified: meeting.updatedAt,
      created: meeting.createdAt,
      // Seconds since creation only grow with each edit: a valid, increasing SEQUENCE without a column.
      sequence: Math.max(0, Math.floor((meeting.updatedAt.getTime() - meeting.createdAt.getTime()) / 1000)),
      summary: meeting.title,
      description: text,
      location: meeting.location ?? undefined,
      url,
      organizer: organiser ? { name: displayName(organiser), email: organiser.email } : undefined,
      attendees: people
        .filter((p) => p.meetingId === meeting.id && p.user.id !== meeting.createdBy)
        .map((p) => ({ name: displayName(p.user), email: p.user.email, status: ICalAttendeeStatus.NEEDSACTION })),
    });
  }
  return calendar.toString();
}
