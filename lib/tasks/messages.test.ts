import { TASK_MSG, toggleToastTitle } from './messages';

describe('task toggle toast', () => {
  it('speaks of a task when a task is ticked or unticked', () => {
    expect(toggleToastTitle(true, false)).toBe('Task completed');
    expect(toggleToastTitle(false, false)).toBe('Task marked incomplete');
  });

  it('speaks of a subtask when a subtask is ticked or unticked', () => {
    expect(toggleToastTitle(true, true)).toBe('Subtask completed');
    expect(toggleToastTitle(false, true)).toBe('Subtask marked incomplete');
  });

  it('has no toast for the inline subtask add (the row appearing is the feedback)', () => {
    expect(TASK_MSG).not.toHaveProperty('subtaskAdded');
  });
});
