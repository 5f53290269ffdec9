import { fieldErrorsFromZod } from '@/lib/contract/field-errors';
import { taskCreateBody, taskUpdateBody } from '@/lib/contract/tasks';
import { changeWorkspace, createTaskInput, detailsOf, emptyTaskValues, updateTaskInput } from './task-form-values';

describe('task form values', () => {
  it('sends a new task with only what was filled, in the contract names', () => {
    const values = { ...emptyTaskValues(2), title: ' Call the buyer ', dueDate: '2026-04-01', assigneeIds: [3, 4], brandId: '7' };
    const input = createTaskInput(values);
    expect(input).toEqual({ workspace_id: '2', title: ' Call the buyer ', due_date: '2026-04-01', assignee_ids: [3, 4], workspace_company_brand_id: '7' });
    expect(taskCreateBody.parse(input)).toMatchObject({
      workspace_id: 2,
      title: 'Call the buyer',
      due_date: '2026-04-01',
      assignee_ids: [3, 4],
      workspace_company_brand_id: 7,
    });
  });

  it('refuses a task without title or workspace with the messages shown beside the fields', () => {
    const parsed = taskCreateBody.safeParse(createTaskInput(emptyTaskValues(null)));
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsFromZod(parsed.error)).toMatchObject({ workspace_id: ['The workspace field is required.'], title: ['The title field is required.'] });
  });

  it('drops the assignees and records of the previous workspace when the workspace changes', () => {
    const values = { ...emptyTaskValues(null), workspaceId: '2', title: 'Keep me', assigneeIds: [3], retailerId: '5' };
    expect(changeWorkspace(values, '2')).toBe(values);
    expect(changeWorkspace(values, '4')).toMatchObject({ workspaceId: '4', title: 'Keep me', assigneeIds: [], retailerId: '' });
  });

  it('updates only what changed, and clears an emptied description or due date', () => {
    const before = detailsOf({ title: 'Plan', description: 'Old', due_date: '2026-03-01' });
    expect(updateTaskInput(before, { ...before })).toEqual({});
    expect(updateTaskInput(before, { title: 'Plan v2', description: '', dueDate: '' })).toEqual({ title: 'Plan v2', description: '', due_date: '' });
    expect(taskUpdateBody.safeParse(updateTaskInput(before, { ...before, title: '  ' })).success).toBe(false);
  });
});
