import { meetingCreateBody, meetingUpdateBody } from '@/lib/contract/meetings';
import type { Meeting } from '@/lib/contract/meetings';
import { createMeetingInput, emptyMeetingValues, goalErrors, meetingValues, updateMeetingInput } from './meeting-form-values';

const meeting = {
  id: 4,
  workspace_id: 2,
  title: 'Line review',
  description: 'Bring samples',
  location: 'Room 1',
  starts_at: '2026-11-23T08:30:00Z',
  ends_at: '2026-11-23T09:00:00Z',
  time_zone: 'Europe/London',
  workspace_company_retailer_id: 7,
  workspace_company_brand_id: null,
  workspace_company_product_id: null,
  attendees: [{ id: 3, first_name: 'Ada', last_name: 'L', email: 'a@x.io', image: null }],
} as unknown as Meeting;

describe('meeting form values', () => {
  it('starts a new meeting at the next full hour in the browser zone, in the route workspace', () => {
    const v = emptyMeetingValues(2, Date.parse('2026-05-04T09:10:00Z'), 'Europe/Paris');
    expect(v).toMatchObject({ workspaceId: '2', date: '2026-05-04', start: '12:00', end: '13:00', goals: [''] });
    expect(emptyMeetingValues(null, 0, 'UTC').workspaceId).toBe('');
  });

  it('builds a create body the contract accepts: instants with offset, the zone, goals without blanks', () => {
    const v = {
      ...emptyMeetingValues(2, 0, 'UTC'),
      title: 'Kick-off',
      date: '2026-11-23',
      start: '09:30',
      end: '10:15',
      attendeeIds: [3],
      retailerId: '7',
      goals: [' Agree budget ', '', 'Pick dates'],
    };
    const { input, localErrors } = createMeetingInput(v, 'Europe/Paris');
    expect(localErrors).toEqual({});
    expect(input).toMatchObject({
      workspace_id: '2',
      starts_at: '2026-11-23T09:30:00+01:00',
      ends_at: '2026-11-23T10:15:00+01:00',
      time_zone: 'Europe/Paris',
      goals: ['Agree budget', 'Pick dates'],
    });
    const parsed = meetingCreateBody.parse(input);
    expect(parsed).toMatchObject({ workspace_id: 2, attendee_ids: [3], workspace_company_retailer_id: 7, workspace_company_brand_id: null });
  });

  it('says which input is missing, and lets the contract refuse an end before the start', () => {
    const base = { ...emptyMeetingValues(2, 0, 'UTC'), title: 'x' };
    expect(createMeetingInput({ ...base, date: '' }, 'UTC').localErrors).toEqual({ date: ['The date field is required.'] });
    expect(createMeetingInput({ ...base, start: '' }, 'UTC').localErrors).toEqual({ starts_at: ['The start field is required.'] });
    const { input } = createMeetingInput({ ...base, date: '2026-01-02', start: '10:00', end: '09:00' }, 'UTC');
    const res = meetingCreateBody.safeParse(input);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({ path: ['ends_at'], message: 'The end must be after the start.' });
    expect(createMeetingInput({ ...base, end: '' }, 'UTC').input).not.toHaveProperty('ends_at');
  });

  it("shows a meeting in the editor's zone and sends the zone only when the times move", () => {
    const v = meetingValues(meeting, 'Europe/Paris');
    expect(v).toMatchObject({ date: '2026-11-23', start: '09:30', end: '10:00', attendeeIds: [3], retailerId: '7', brandId: '' });
    const same = updateMeetingInput({ ...v, title: 'Renamed' }, meeting, 'Europe/Paris').input;
    expect(same).not.toHaveProperty('time_zone');
    expect(same).not.toHaveProperty('ends_at');
    expect(meetingUpdateBody.parse(same)).toMatchObject({ title: 'Renamed', workspace_company_brand_id: null });
    const moved = updateMeetingInput({ ...v, start: '10:00', end: '11:00' }, meeting, 'Europe/Paris').input;
    expect(moved).toMatchObject({ starts_at: '2026-11-23T10:00:00+01:00', ends_at: '2026-11-23T11:00:00+01:00', time_zone: 'Europe/Paris' });
  });

  it('sends an emptied description or location as empty, which the upstream reads as "clear it"', () => {
    const v = meetingValues(meeting, 'UTC');
    expect(updateMeetingInput({ ...v, description: '', location: '' }, meeting, 'UTC').input).toMatchObject({ description: '', location: '' });
  });

  it('keeps an end on a later day unless the end is touched', () => {
    const overnight = { ...meeting, ends_at: '2026-11-24T01:00:00Z' } as Meeting;
    const v = meetingValues(overnight, 'UTC');
    expect(v.end).toBe('23:59');
    expect(updateMeetingInput(v, overnight, 'UTC').input).not.toHaveProperty('ends_at');
  });

  it('collects the goal lines errors', () => {
    expect(goalErrors({ 'goals.1': ['The goal may not be greater than 300 characters.'], goals: ['x'], title: ['y'] })).toEqual([
      'The goal may not be greater than 300 characters.',
      'x',
    ]);
  });
});
