import { count, sql } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { Meeting, MeetingListQuery } from '@/lib/contract/meetings';
import type { Db } from '../../db/client';
import { meetings } from '../../db/schema';
import { applyWindow } from '../../lib/list-query';
import { inPageOrder, pageWindow } from '../../lib/page-window';
import type { OrderKey } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import { meetingFilters } from './meeting-filters';
import { presentMeetings } from './present-meetings';

/**
 * The order of a list: an explicit `sort` wins (name = title, case-insensitive; created_at);
 * otherwise upcoming meetings come soonest first, past ones latest first, and `all` by start,
 * latest first. Ties break by id so pages never overlap.
 */
function orderOf(query: MeetingListQuery, sortGiven: boolean): OrderKey[] {
  if (sortGiven) {
    const dir = query.sort.startsWith('-') ? 'desc' : 'asc';
    const key = query.sort.replace(/^-/, '') === 'name' ? sql`lower(${meetings.title})` : meetings.createdAt;
    return [{ by: key, dir }, { by: meetings.id, dir }];
  }
  const dir = query.when === 'upcoming' ? 'asc' : 'desc';
  return [{ by: meetings.startsAt, dir }, { by: meetings.id, dir }];
}

/** `GET meetings`: the meetings of the workspaces in `scope`, filtered, ordered and paged. */
export async function listMeetings(db: Db, userId: number, scope: number[], query: MeetingListQuery, opts: { now: Date; sortGiven: boolean }): Promise<{ data: Meeting[]; meta: PageMeta }> {
  const where = meetingFilters(db, scope, query, opts.now);
  const [{ n }] = await db.select({ n: count() }).from(meetings).where(where);
  const window = pageWindow(orderOf(query, opts.sortGiven), n, query.page, query.per_page);
  const rows = inPageOrder(await applyWindow(db.select().from(meetings).where(where).$dynamic(), window), window);
  return paged(await presentMeetings(db, userId, rows), n, query.page, query.per_page);
}
