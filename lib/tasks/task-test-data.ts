/** Test data of the tasks screens (used by their tests only). */
import type { MemberUser } from '@/lib/contract/teams';
import type { Subtask, Task, TaskDetail } from '@/lib/contract/tasks';

export const ada: MemberUser = { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', image: null };
export const alan: MemberUser = { id: 2, first_name: 'Alan', last_name: 'Turing', email: 'alan@example.com', image: null };

export const subtask = (id: number, title: string, completed = false, position = 0): Subtask => ({
  id,
  title,
  completed,
  completed_at: completed ? '2026-03-02T10:00:00Z' : null,
  due_date: null,
  position,
});

export function makeTask(patch: Partial<Task> = {}): Task {
  return {
    id: 10,
    workspace_id: 2,
    workspace_name: 'Main',
    parent_id: null,
    meeting_id: null,
    meeting_title: null,
    title: 'Send the price list',
    description: null,
    due_date: null,
    overdue: false,
    completed: false,
    completed_at: null,
    completed_by: null,
    assignees: [],
    subtasks: [],
    progress: 0,
    files_count: 0,
    discussions_count: 0,
    workspace_company_retailer_id: null,
    workspace_company_brand_id: null,
    workspace_company_product_id: null,
    created_by: ada,
    can_write: true,
    can_edit: true,
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
    ...patch,
  };
}

export const makeDetail = (patch: Partial<TaskDetail> = {}): TaskDetail => ({
  ...makeTask(patch),
  discussions: [],
  files: [],
  monitoring_alert: null,
  ...patch,
});
