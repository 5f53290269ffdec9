import { patchCached, patchTask } from './optimistic';
import { makeDetail, makeTask, subtask } from './task-test-data';

const now = new Date('2026-03-10T12:00:00Z');

describe('optimistic completion', () => {
  it('completes a task: done now, no longer overdue, full progress without subtasks', () => {
    const task = makeTask({ due_date: '2026-03-01', overdue: true });
    const done = patchTask(task, 10, true, now);
    expect(done).toMatchObject({ completed: true, completed_at: now.toISOString(), overdue: false, progress: 100 });
    // Reopening a task due in the past makes it overdue again, as the upstream would say.
    expect(patchTask(done, 10, false, now)).toMatchObject({ completed: false, completed_at: null, overdue: true, progress: 0 });
  });

  it('checks a subtask off inside its parent and moves the parent progress', () => {
    const task = makeTask({ subtasks: [subtask(11, 'Draft'), subtask(12, 'Send')], progress: 0 });
    const next = patchTask(task, 12, true, now);
    expect(next.subtasks.map((s) => s.completed)).toEqual([false, true]);
    expect(next.progress).toBe(50);
    expect(next.completed).toBe(false);
  });

  it('leaves unrelated tasks as the same objects (no needless re-renders)', () => {
    const task = makeTask();
    expect(patchTask(task, 99, true, now)).toBe(task);
    const page = { data: [task], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } };
    expect(patchCached(page, 99, true, now)).toBe(page);
    expect(patchCached(undefined, 10, true, now)).toBeUndefined();
  });

  it('patches every cached shape that holds tasks: pages, the home list, details and meetings', () => {
    const task = makeTask({ id: 5 });
    const page = patchCached({ data: [makeTask({ id: 4 }), task], meta: {} }, 5, true, now) as { data: { completed: boolean }[] };
    expect(page.data.map((t) => t.completed)).toEqual([false, true]);
    const home = patchCached({ items: [task], total: 1 }, 5, true, now) as { items: { completed: boolean }[]; total: number };
    expect(home).toMatchObject({ items: [{ completed: true }], total: 1 });
    const detail = patchCached(makeDetail({ id: 5 }), 5, true, now) as { completed: boolean; files: unknown[] };
    expect(detail).toMatchObject({ completed: true, files: [] });
    const meeting = patchCached({ id: 5, title: 'Weekly', tasks: [task] }, 5, true, now) as { title: string; tasks: { completed: boolean }[] };
    expect(meeting).toMatchObject({ title: 'Weekly', tasks: [{ completed: true }] });
  });
});
