import type { QueryKey } from '@tanstack/react-query';
import type { ApiQuery } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { lazyDateFormat } from '@/lib/dates/format-date';
import { crossRecordsApi } from './paths';

/** The workspace home's counts: five list calls of one item each, read for `meta.total`. */
export const HOME_STATS = ['retailers', 'brands', 'products', 'files', 'insights'] as const;
export type HomeStat = (typeof HOME_STATS)[number];

export const STAT_LABELS: Record<HomeStat, [string, string]> = {
  retailers: ['Retailer', 'Retailers'],
  brands: ['Brand', 'Brands'],
  products: ['Product', 'Products'],
  files: ['File', 'Files'],
  insights: ['Insight', 'Insights'],
};

export const statApi = (stat: HomeStat): string => (stat === 'files' || stat === 'insights' ? stat : crossRecordsApi(stat));

/**
 * Keys under the prefixes live events and mutations refresh (files, insights, workspace-records), so a
 * file uploaded in another tab moves the count without a reload.
 */
export function statKey(stat: HomeStat, scope: readonly number[]): QueryKey {
  const base = stat === 'files' ? queryKeys.files : stat === 'insights' ? queryKeys.insights : queryKeys.workspaceRecords(stat);
  return [...base, 'home-count', scope.join(',')];
}

/** The list query of a count, or of the recent items (`perPage` 5): the scope's workspaces, newest first. */
export const scopeQuery = (scope: readonly number[], perPage: number): ApiQuery => ({
  workspace_ids: scope.join(',') || undefined,
  page: 1,
  per_page: perPage,
  sort: '-created_at',
});

/**
 * Where a count links: retailers, brands and products only for one workspace where the caller may
 * create resources (spec §5 sends everyone else back home), files and insights always.
 */
export function statHref(stat: HomeStat, workspaceId: string, canCreate: boolean): string | null {
  if (stat === 'files' || stat === 'insights') return `/workspace/${workspaceId}/${stat}`;
  return canCreate && workspaceId !== 'all' ? `/workspace/${workspaceId}/${stat}` : null;
}

/** `meta.total` of a paged body, else the length of `data` (an upstream that does not page). */
export function totalOf(body: unknown): number {
  if (typeof body !== 'object' || body === null) return 0;
  const b = body as { data?: unknown; meta?: { total?: unknown } };
  if (typeof b.meta?.total === 'number') return b.meta.total;
  return Array.isArray(b.data) ? b.data.length : 0;
}

/** The home's agenda: the next five meetings of the scope, soonest first (`when=upcoming`). */
export const upcomingMeetingsQuery = (scope: readonly number[]): ApiQuery => ({
  workspace_ids: scope.join(',') || undefined,
  when: 'upcoming',
  page: 1,
  per_page: 5,
});

/** The caller's open tasks of the scope (five, with the total), in the list's order: soonest due first. */
export const myOpenTasksQuery = (scope: readonly number[]): ApiQuery => ({
  workspace_ids: scope.join(',') || undefined,
  assignee: 'me',
  status: 'open',
  page: 1,
  per_page: 5,
});

/** Section 8's fallbacks of the agenda's reads. */
export const AGENDA_MSG = { meetings: 'Error fetching meetings', tasks: 'Error fetching tasks' } as const;

const MEETING_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
// Made on first use (lazyDateFormat: a formatter made at load costs every screen's start).
const meetingTime = lazyDateFormat('en-US', MEETING_TIME);

/**
 * When a meeting starts, in the viewer's time zone with its abbreviation ("Tue, Mar 3, 9:30 AM
 * GMT+1"); `timeZone` is for tests. '' for an unreadable value.
 */
export function formatMeetingStart(iso: string, timeZone?: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return (timeZone ? new Intl.DateTimeFormat('en-US', { ...MEETING_TIME, timeZone }) : meetingTime()).format(new Date(t));
}
