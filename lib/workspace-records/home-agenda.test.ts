import { formatMeetingStart, myOpenTasksQuery, upcomingMeetingsQuery } from './home-stats';

describe('workspace home agenda queries', () => {
  it('asks for the next five meetings and the caller’s five open tasks of the scope', () => {
    expect(upcomingMeetingsQuery([2, 3])).toEqual({ workspace_ids: '2,3', when: 'upcoming', page: 1, per_page: 5 });
    expect(myOpenTasksQuery([])).toEqual({ workspace_ids: undefined, assignee: 'me', status: 'open', page: 1, per_page: 5 });
  });

  it('shows a meeting start in the viewer’s time zone with its abbreviation', () => {
    expect(formatMeetingStart('2026-03-03T08:30:00Z', 'Europe/Paris')).toBe('Tue, Mar 3, 9:30 AM GMT+1');
    expect(formatMeetingStart('2026-03-03T08:30:00Z', 'America/New_York')).toBe('Tue, Mar 3, 3:30 AM EST');
    expect(formatMeetingStart('not a date')).toBe('');
  });
});
