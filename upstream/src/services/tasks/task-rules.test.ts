import { isOverdue, taskProgress, utcToday } from './task-rules';

const open = { completedAt: null };
const done = { completedAt: new Date() };

describe('task rules', () => {
  it('progress counts done subtasks (rounded); without subtasks the task itself is 0 or 100', () => {
    expect(taskProgress(open, [])).toBe(0);
    expect(taskProgress(done, [])).toBe(100);
    expect(taskProgress(done, [done, open, open])).toBe(33);
    expect(taskProgress(open, [done, done, open])).toBe(67);
    expect(taskProgress(open, [done, done])).toBe(100);
  });

  it('overdue: open and due before today in UTC', () => {
    const today = utcToday(new Date('2030-03-10T23:30:00-05:00'));
    expect(today).toBe('2030-03-11');
    expect(isOverdue({ completedAt: null, dueDate: '2030-03-10' }, today)).toBe(true);
    expect(isOverdue({ completedAt: null, dueDate: '2030-03-11' }, today)).toBe(false);
    expect(isOverdue({ completedAt: null, dueDate: null }, today)).toBe(false);
    expect(isOverdue({ completedAt: new Date(), dueDate: '2030-01-01' }, today)).toBe(false);
  });
});
