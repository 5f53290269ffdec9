/**
 * Server-renders the "New meeting" and "Edit meeting" forms: the labelled inputs e2e and screen
 * readers use, the time zone hint, the workspace choice on `all`, attendees from the workspace's
 * teams, and the goal lines of a new meeting only.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { queryKeys } from '@/lib/api/query-keys';
import { calendarKeys } from '@/lib/calendar/calendar-keys';
import type { BusyTimes } from '@/lib/contract/calendar';
import type { Meeting } from '@/lib/contract/meetings';
import type { Team } from '@/lib/contract/teams';
import type { Workspace } from '@/lib/contract/workspaces';
import { emptyMeetingValues, meetingValues } from '@/lib/meetings/meeting-form-values';
import { BusyTimesView } from './busy-times-hint';
import { MeetingForm } from './meeting-form';
import { summariseBusy } from '@/lib/meetings/busy-times';

const ada = { id: 3, first_name: 'Ada', last_name: 'Lovelace', email: 'a@x.io', image: null };
const workspace = { id: 2, name: 'Main', team_ids: [1] } as Workspace;

function render(props: Parameters<typeof MeetingForm>[0], seed: (client: QueryClient) => void = () => {}): string {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  seed(client);
  client.setQueryData(queryKeys.workspacesAll, [workspace]);
  client.setQueryData(queryKeys.teams, [{ id: 1, role: 'member' } as Team]);
  client.setQueryData(queryKeys.team(1), { id: 1, members: [{ user: ada, role: 'member' }] } as unknown as Team);
  return renderToString(createElement(QueryClientProvider, { client }, createElement(MeetingForm, props)));
}

const labelled = (html: string, label: string) =>
  new RegExp(
    `<label[^>]*for="([^"]+)"[^>]*>${label}(<span[^>]*>\\*</span>)?</label>(<p[^>]*>[^<]*</p>)?(<div[^>]*>)?<(input|select|textarea)[^>]*id="\\1"`,
  ).test(html);

describe('meeting form', () => {
  it('labels title, date, start and end, names the time zone, and starts a new meeting with goal lines', () => {
    const html = render({
      initial: emptyMeetingValues(2, Date.parse('2026-05-04T09:10:00Z'), 'Europe/Paris'),
      tz: 'Europe/Paris',
      workspaces: [],
      onDone: jest.fn(),
      onCancel: jest.fn(),
    });
    for (const label of ['Title', 'Date', 'Start', 'End', 'Location', 'Description', 'Retailer', 'Brand', 'Product']) expect(labelled(html, label)).toBe(true);
    expect(html).toContain('value="2026-05-04"');
    expect(html).toContain('value="12:00"');
    expect(html).toContain('Europe/Paris (GMT+2)');
    expect(html).toContain('>Attendees: </span>');
    expect(html).toContain('aria-label="Goal 1"');
    expect(html).toContain('Add another goal');
    expect(html).toContain('Create meeting');
    expect(labelled(html, 'Workspace')).toBe(false);
  });

  it('says under End that the end must be after the start as soon as it is before it', () => {
    const initial = { ...emptyMeetingValues(2, 0, 'UTC'), date: '2026-05-04', start: '10:00', end: '09:30' };
    const html = render({ initial, tz: 'UTC', workspaces: [], onDone: jest.fn(), onCancel: jest.fn() });
    expect(html.match(/The end must be after the start\./g)).toHaveLength(1);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="end"|<input[^>]*name="end"[^>]*aria-invalid="true"/);
    const fine = render({ initial: { ...initial, end: '10:30' }, tz: 'UTC', workspaces: [], onDone: jest.fn(), onCancel: jest.fn() });
    expect(fine).not.toContain('The end must be after the start.');
  });

  it('asks for the workspace on `all`, and edits without goal lines', () => {
    const choose = render({
      initial: emptyMeetingValues(null, 0, 'UTC'),
      tz: 'UTC',
      workspaces: [
        { id: 2, name: 'Main' },
        { id: 4, name: 'Other' },
      ],
      onDone: jest.fn(),
      onCancel: jest.fn(),
    });
    expect(labelled(choose, 'Workspace')).toBe(true);
    expect(choose).toContain('Choose a workspace first');
    expect(choose).toContain('Times are in your time zone, UTC. ');
    expect(choose).not.toContain('UTC (UTC)');
    const meeting = {
      id: 5,
      workspace_id: 2,
      title: 'Line review',
      description: null,
      location: null,
      starts_at: '2026-11-23T08:30:00Z',
      ends_at: '2026-11-23T09:00:00Z',
      time_zone: 'UTC',
      attendees: [ada],
      workspace_company_retailer_id: null,
      workspace_company_brand_id: null,
      workspace_company_product_id: null,
    } as unknown as Meeting;
    const edit = render({ meeting, initial: meetingValues(meeting, 'UTC'), tz: 'UTC', workspaces: [], onDone: jest.fn(), onCancel: jest.fn() });
    expect(edit).toContain('value="Line review"');
    expect(edit).toContain('Ada Lovelace');
    expect(edit).not.toContain('Goal 1');
    expect(edit).toContain('Save changes');
  });
});

describe('meeting form: busy times from Google Calendar', () => {
  const mel = { id: 8, first_name: 'Mel', last_name: 'Member', email: 'm@x.io', image: null };
  const me = { id: 7, first_name: 'Pat', last_name: 'Planner', email: 'p@x.io', image: null };
  const busy: BusyTimes[] = [
    { user_id: 3, state: 'ok', busy: [{ start: '2026-05-04T10:00:00Z', end: '2026-05-04T11:00:00Z' }] },
    { user_id: 7, state: 'ok', busy: [] },
    { user_id: 8, state: 'not_connected', busy: [] },
  ];
  const initial = { ...emptyMeetingValues(2, 0, 'UTC'), date: '2026-05-04', start: '10:30', end: '11:30', attendeeIds: [3, 8] };
  const seed = (client: QueryClient) => {
    client.setQueryData(queryKeys.user, { id: 7 });
    client.setQueryData(queryKeys.workspaceMembers(2), [ada, mel, me]);
    client.setQueryData(calendarKeys.busyTimes(2, '2026-05-04', 'UTC', [3, 7, 8]), busy);
  };
  const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");

  it("warns of a clash with an attendee's calendar, lists each connected person's day, and names who is not connected", () => {
    const html = text(render({ initial, tz: 'UTC', workspaces: [], onDone: jest.fn(), onCancel: jest.fn() }, seed));
    expect(html).toContain("Clashes with Ada Lovelace's calendar (10:00–11:00)");
    expect(html).toContain('Ada Lovelace: busy 10:00–11:00');
    expect(html).toContain('You: free all day');
    expect(html).toContain('Not connected: Mel Member');
    // Advice only: the form can still be sent.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Create meeting<\/button>|<button[^>]*>Create meeting<\/button>/);
  });

  it('says nothing of clashes when the chosen time is free', () => {
    const later = { ...initial, start: '11:00', end: '12:00' };
    const html = text(render({ initial: later, tz: 'UTC', workspaces: [], onDone: jest.fn(), onCancel: jest.fn() }, seed));
    expect(html).not.toContain('Clashes with');
    expect(html).toContain('Ada Lovelace: busy 10:00–11:00');
  });

  it('shows nothing before any attendee is chosen', () => {
    const html = text(render({ initial: { ...initial, attendeeIds: [] }, tz: 'UTC', workspaces: [], onDone: jest.fn(), onCancel: jest.fn() }, seed));
    expect(html).not.toContain('Google Calendar');
  });

  it('shows blocks in the planner zone, cut at midnight, and your own clash', () => {
    const summary = summariseBusy({
      entries: [{ user_id: 7, state: 'ok', busy: [{ start: '2026-05-03T21:00:00Z', end: '2026-05-03T23:00:00Z' }] }],
      nameOf: () => 'You',
      date: '2026-05-04',
      start: '00:30',
      end: '',
      tz: 'Europe/Paris',
    });
    const html = text(renderToString(createElement(BusyTimesView, summary)));
    expect(html).toContain('You: busy 00:00–01:00');
    expect(html).toContain('Clashes with your calendar (00:00–01:00)');
  });
});
