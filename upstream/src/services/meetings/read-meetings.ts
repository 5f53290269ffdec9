import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { Meeting, MeetingListQuery } from '@/lib/contract/meetings';
import type { Db } from '../../db/client';
import { meetingAttendees, meetings } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { applyWindow, nameFilter, onlyScoped } from '../../lib/list-query';
import type { OrderKey } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import { countedTotal, countOf, narrowed, readPage } from '../../lib/read-page';
import type { AgendaKind, AgendaRow } from './agenda';
import { agendaLabel, agendaTable } from './agenda';
import { presentMeetings } from './present-meetings';

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

/** A goal (topic) of this meeting; one of another meeting, or none, is a 404. */
export async function requireAgendaItem(db: Db, meetingId: number, kind: AgendaKind, itemId: number): Promise<AgendaRow> {
  const table = agendaTable(kind);
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, itemId), eq(table.meetingId, meetingId)))
    .limit(1);
  if (!row) throw notFound(agendaLabel(kind));
  return row;
}
