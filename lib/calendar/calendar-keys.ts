/**
 * React Query keys of the calendar features, kept out of lib/api/query-keys.ts (which is in every
 * screen's first load): only the screens that show them carry them. Each sits under the prefix
 * whose invalidation must refresh it.
 */
export const calendarKeys = {
  /** `GET meetings/{id}/calendar-sync`: under the meeting, so meetingUpdated (sent after each sync) refreshes it. */
  meetingSync: (meetingId: number) => ['meetings', 'detail', meetingId, 'calendar-sync'] as const,
  /** `GET meetings/busy` for one workspace, day, zone and set of people (the meeting form's hint). */
  busyTimes: (workspaceId: number, date: string, timeZone: string, userIds: readonly number[]) =>
    ['meetings', 'busy', workspaceId, date, timeZone, userIds.join(',')] as const,
  /** `GET google/token`: the profile's Google Calendar card. */
  googleStatus: ['google', 'token'] as const,
  /** `GET user/calendar-feed`: whether the calendar subscription address is on. */
  calendarFeed: ['user', 'calendar-feed'] as const,
};
