import { activeTaskFilterCount, EMPTY_TASK_FILTERS, readTaskFilters, readTaskId, taskFiltersToQuery, withTaskId, writeTaskFilters } from './task-filters';

const read = (qs: string) => readTaskFilters(new URLSearchParams(qs));

describe('task filters in the URL', () => {
  it('reads open tasks for anyone by default, and the API names when set', () => {
    expect(read('')).toEqual(EMPTY_TASK_FILTERS);
    expect(read('assignee=me&status=overdue&due_from=2026-03-01&due_to=2026-03-31')).toEqual({
      assignee: 'me',
      status: 'overdue',
      dueFrom: '2026-03-01',
      dueTo: '2026-03-31',
    });
    expect(read('assignee=42&status=completed').assignee).toBe(42);
  });

  it('reads anything malformed as not set, so a shared link never breaks the page', () => {
    expect(read('assignee=-1&status=done&due_from=2026-13-99&due_to=tomorrow')).toEqual(EMPTY_TASK_FILTERS);
    expect(read('assignee=99999999999').assignee).toBeNull();
    expect(read('assignee=0').assignee).toBeNull();
  });

  it('writes changes back to page 1, leaves the default status out and keeps other parameters', () => {
    const start = new URLSearchParams('retailer_ids=3&page=4&taskId=9&status=completed');
    const next = writeTaskFilters(start, { assignee: 'me', status: 'open' });
    expect(next.get('assignee')).toBe('me');
    expect(next.has('status')).toBe(false);
    expect(next.has('page')).toBe(false);
    expect(next.get('retailer_ids')).toBe('3');
    expect(next.get('taskId')).toBe('9');
    expect(writeTaskFilters(next, { assignee: null, dueFrom: '2026-05-01' }).toString()).toBe('retailer_ids=3&taskId=9&due_from=2026-05-01');
  });

  it('always sends the status and only the filters that are set', () => {
    expect(taskFiltersToQuery(EMPTY_TASK_FILTERS)).toEqual({ assignee: undefined, status: 'open', due_from: undefined, due_to: undefined });
    expect(taskFiltersToQuery({ assignee: 7, status: 'all', dueFrom: null, dueTo: '2026-01-31' })).toEqual({
      assignee: 7,
      status: 'all',
      due_from: undefined,
      due_to: '2026-01-31',
    });
  });

  it('counts the filters that differ from the defaults', () => {
    expect(activeTaskFilterCount(EMPTY_TASK_FILTERS)).toBe(0);
    expect(activeTaskFilterCount({ assignee: 'me', status: 'completed', dueFrom: null, dueTo: '2026-01-01' })).toBe(3);
  });

  it('opens and closes a task through ?taskId=', () => {
    expect(readTaskId(new URLSearchParams('taskId=12'))).toBe(12);
    expect(readTaskId(new URLSearchParams('taskId=abc'))).toBeNull();
    const opened = withTaskId(new URLSearchParams('status=all'), 5);
    expect(opened.toString()).toBe('status=all&taskId=5');
    expect(withTaskId(opened, null).toString()).toBe('status=all');
  });
});
