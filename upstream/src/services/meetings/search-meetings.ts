import { and, asc, desc, sql } from 'drizzle-orm';
import type { Meeting } from '@/lib/contract/meetings';
import type { Db } from '../../db/client';
import { meetings } from '../../db/schema';
import { nameFilter } from '../../lib/list-query';
import { meetingFilters } from './meeting-filters';
import { presentMeetings } from './present-meetings';

const LIMIT = 10;

/**
 * `GET meetings/search?q=`: at most 10 meetings of `scope` whose title contains `q`; the upcoming
 * ones first (soonest first), then the past ones (latest first), for pickers and quick jumps.
 */
export async function searchMeetings(db: Db, userId: number, scope: number[], q: string, now: Date): Promise<Meeting[]> {
  const ended = sql`(${meetings.endsAt} < ${now})`;
  const rows = await db
    .select()
    .from(meetings)
    .where(and(meetingFilters(db, scope, {}, now), nameFilter(meetings.title, q)))
    .orderBy(asc(ended), asc(sql`case when ${ended} then null else ${meetings.startsAt} end`), desc(meetings.startsAt), asc(meetings.id))
    .limit(LIMIT);
  return presentMeetings(db, userId, rows);
}
