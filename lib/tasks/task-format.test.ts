import { initialsOf, peopleText } from '@/lib/people/people-text';
import { byName } from '@/lib/people/person-name';
import { formatDueDate, isOverdue, progressOf, progressText, subtaskCounts, todayUtc } from './task-format';

const person = (id: number, first: string, last: string) => ({
  id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase() || 'x'}@example.com`,
  image: null,
});

describe('task display rules', () => {
  it('shows a due date as the calendar day chosen, whatever the time zone', () => {
    expect(formatDueDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDueDate('2026-01-01T00:00:00Z')).toBe('Jan 1, 2026');
    expect(formatDueDate(null)).toBe('');
    expect(formatDueDate('soon')).toBe('');
  });

  it('counts a task overdue like the upstream: open and due before today (UTC)', () => {
    expect(todayUtc(new Date('2026-03-04T23:30:00-05:00'))).toBe('2026-03-05');
    expect(isOverdue('2026-03-03', false, '2026-03-04')).toBe(true);
    expect(isOverdue('2026-03-04', false, '2026-03-04')).toBe(false);
    expect(isOverdue('2026-03-03', true, '2026-03-04')).toBe(false);
    expect(isOverdue(null, false, '2026-03-04')).toBe(false);
  });

  it('measures progress by subtasks, or by the task itself without any', () => {
    const subs = [{ completed: true }, { completed: false }, { completed: false }];
    expect(subtaskCounts(subs)).toEqual({ done: 1, total: 3 });
    expect(progressOf(false, subs)).toBe(33);
    expect(progressOf(true, subs)).toBe(33);
    expect(progressOf(true, [])).toBe(100);
    expect(progressOf(false, [])).toBe(0);
    expect(progressText({ subtasks: [{ id: 1, title: 'a', completed: true, completed_at: null, due_date: null, position: 0 }] })).toBe('1 of 1 subtask done');
  });

  it('names people for avatars and screen readers', () => {
    const ada = person(1, 'Ada', 'Lovelace');
    const alan = person(2, 'Alan', 'Turing');
    const bea = person(3, 'bea', 'Lim');
    expect(initialsOf(ada)).toBe('AL');
    expect(initialsOf({ first_name: '', last_name: '', email: 'zed@example.com' })).toBe('Z');
    expect(peopleText([ada])).toBe('Ada Lovelace');
    expect(peopleText([ada, alan])).toBe('Ada Lovelace and Alan Turing');
    expect(peopleText([ada, alan, bea, person(4, 'Cy', 'Oh'), person(5, 'Di', 'Ng')])).toBe('Ada Lovelace, Alan Turing, bea Lim and 2 others');
    expect([bea, alan, ada].sort(byName).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
