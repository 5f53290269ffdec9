import { meetingActionApi, agendaApi, meetingHref, meetingsHref, meetingTaskHref, taskCompletionApi } from './meeting-paths';
import { readMeetingId, readWhen, withMeetingId, withWhen } from './meeting-url-state';

const p = (qs: string) => new URLSearchParams(qs);

describe('meetings URL state', () => {
  it('reads when, upcoming by default and for junk', () => {
    expect(readWhen(p(''))).toBe('upcoming');
    expect(readWhen(p('when=past'))).toBe('past');
    expect(readWhen(p('when=all'))).toBe('all');
    expect(readWhen(p('when=later'))).toBe('upcoming');
  });

  it('writes when back to page 1, leaving the default and the filters out of it', () => {
    expect(withWhen(p('when=past&page=3&retailer_ids=4'), 'all').toString()).toBe('when=all&retailer_ids=4');
    expect(withWhen(p('when=past'), 'upcoming').toString()).toBe('');
  });

  it('reads and writes the open meeting, ignoring malformed ids', () => {
    expect(readMeetingId(p('meetingId=12'))).toBe(12);
    expect(readMeetingId(p('meetingId=12x'))).toBeNull();
    expect(readMeetingId(p('meetingId=0'))).toBeNull();
    expect(readMeetingId(p('meetingId=99999999999'))).toBeNull();
    expect(withMeetingId(p('when=past'), 4).toString()).toBe('when=past&meetingId=4');
    expect(withMeetingId(p('when=past&meetingId=4'), null).toString()).toBe('when=past');
  });

  it('builds the API paths and app links', () => {
    expect(agendaApi(3, 'goal')).toBe('meetings/3/goal');
    expect(agendaApi(3, 'topic', 'order')).toBe('meetings/3/topic/order');
    expect(agendaApi(3, 'goal', 9)).toBe('meetings/3/goal/9');
    expect(meetingActionApi(3, 'clone')).toBe('meetings/3/clone');
    expect(taskCompletionApi(5, false)).toBe('tasks/5/incomplete');
    expect(meetingsHref('all', 7)).toBe('/workspace/all/meetings?meetingId=7');
    expect(meetingHref(2, 7)).toBe('/workspace/2/meetings/7');
    expect(meetingTaskHref(2, 9)).toBe('/workspace/2/tasks?taskId=9');
  });
});
