import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MeetingListQuery } from '@/lib/contract/meetings';
import type { Db } from '../../db/client';
import { meetingAttendees, meetings } from '../../db/schema';
import { nameFilter } from '../../lib/list-query';

const DAY_MS = 24 * 60 * 60 * 1000;

export type MeetingFilters = Partial<
  Pick<MeetingListQuery, 'retailer_ids' | 'brand_ids' | 'product_ids' | 'date_from' | 'date_to' | 'search' | 'when' | 'attendee_id'>
>;

/**
 * The WHERE of a meetings list: in one of `scope` (workspaces the caller can see), then the global
 * filters. Dates are inclusive UTC days on the start; search matches the title or the description
 * (case-insensitive, LIKE wildcards taken literally). A meeting is upcoming until it has ended, so
 * one under way still shows among the upcoming ones. `category` does not apply to meetings.
 */
export function meetingFilters(db: Db, scope: number[], q: MeetingFilters, now: Date): SQL {
  if (scope.length === 0) return sql`false`;
  const search = q.search?.trim() ? or(nameFilter(meetings.title, q.search), nameFilter(meetings.description, q.search)) : undefined;
  return and(
    inArray(meetings.workspaceId, scope),
    q.retailer_ids?.length ? inArray(meetings.workspaceRetailerId, q.retailer_ids) : undefined,
    q.brand_ids?.length ? inArray(meetings.workspaceBrandId, q.brand_ids) : undefined,
    q.product_ids?.length ? inArray(meetings.workspaceProductId, q.product_ids) : undefined,
    q.date_from ? gte(meetings.startsAt, new Date(`${q.date_from}T00:00:00.000Z`)) : undefined,
    q.date_to ? lt(meetings.startsAt, new Date(Date.parse(`${q.date_to}T00:00:00.000Z`) + DAY_MS)) : undefined,
    search,
    q.when === 'upcoming' ? gte(meetings.endsAt, now) : undefined,
    q.when === 'past' ? lt(meetings.endsAt, now) : undefined,
    q.attendee_id
      ? inArray(meetings.id, db.select({ id: meetingAttendees.meetingId }).from(meetingAttendees).where(eq(meetingAttendees.userId, q.attendee_id)))
      : undefined,
  )!;
}
