import { getTableColumns, sql } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { Meeting, MeetingListQuery } from '@/lib/contract/meetings';
import type { Db } from '../../db/client';
import { meetings } from '../../db/schema';
import { applyWindow, onlyScoped } from '../../lib/list-query';
import type { OrderKey } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import { countOf, countedTotal, narrowed, readPage } from '../../lib/read-page';
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
    return [
      { by: key, dir },
      { by: meetings.id, dir },
    ];
  }
  const dir = query.when === 'upcoming' ? 'asc' : 'desc';
  return [
    { by: meetings.startsAt, dir },
    { by: meetings.id, dir },
  ];
}

/**
 * `GET meetings`: the meetings of the workspaces in `scope`, filtered, ordered and paged. A meeting
 * is in one workspace, so the unfiltered total of any scope is the sum of its list_counts rows.
 */
export async function listMeetings(
  db: Db,
  userId: number,
  scope: number[],
  query: MeetingListQuery,
  opts: { now: Date; sortGiven: boolean },
): Promise<{ data: Meeting[]; meta: PageMeta }> {
  const where = meetingFilters(db, scope, query, opts.now);
  const count = onlyScoped(query) && query.when === 'all' && !query.attendee_id ? countedTotal('meetings', scope) : countOf(meetings, where);
  const search = query.search?.trim() ? { table: meetings, where } : undefined;
  const { rows, total } = await readPage(
    db,
    { keys: orderOf(query, opts.sortGiven), page: query.page, perPage: query.per_page, count, search },
    (window, listTotal, only) =>
      applyWindow(
        db
          .select({ ...getTableColumns(meetings), listTotal })
          .from(meetings)
          .where(narrowed(where, only))
          .$dynamic(),
        window,
      ),
  );
  return paged(await presentMeetings(db, userId, rows), total, query.page, query.per_page);
}
