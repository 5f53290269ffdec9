import { and, asc, gt } from 'drizzle-orm';
import type { Task } from '@/lib/contract/tasks';
import { taskListQuery } from '@/lib/contract/tasks';
import { tasks } from '../../../db/schema';
import { presentTasks } from '../../tasks/present-tasks';
import { taskFilters } from '../../tasks/read-tasks';
import { utcToday } from '../../tasks/task-rules';
import type { WorkspaceScope } from '../export-dataset';
import { defineDataset, joined, person } from '../export-dataset';

/**
 * `workspaces/{id}/exports/tasks`: the workspace's tasks list with its own filters (the path's workspace
 * is `workspace_ids`; paging and `sort` are accepted and ignored).
 */
export const tasksExport = defineDataset({
  name: 'tasks',
  title: 'tasks',
  ability: 'tasks',
  query: taskListQuery,
  columns: [
    { header: 'Task', value: (t: Task) => t.title },
    { header: 'Description', value: (t: Task) => t.description },
    { header: 'Due', value: (t: Task) => t.due_date },
    { header: 'Status', value: (t: Task) => (t.completed ? 'completed' : t.overdue ? 'overdue' : 'open') },
    { header: 'Completed', value: (t: Task) => t.completed_at },
    { header: 'Assignees', value: (t: Task) => joined(t.assignees.map(person).filter((n): n is string => Boolean(n))) },
    { header: 'Subtasks', value: (t: Task) => t.subtasks.length, kind: 'number' },
    { header: 'Progress (%)', value: (t: Task) => t.progress, kind: 'number' },
    { header: 'Meeting', value: (t: Task) => t.meeting_title },
    { header: 'Created by', value: (t: Task) => person(t.created_by) },
    { header: 'Created', value: (t: Task) => t.created_at },
  ],
  read: async ({ db, viewer, now }: WorkspaceScope, q, afterId, limit) => {
    const rows = await db
      .select()
      .from(tasks)
      .where(and(taskFilters(db, [viewer.ws.id], q, viewer.userId, utcToday(now)), gt(tasks.id, afterId)))
      .orderBy(asc(tasks.id))
      .limit(limit);
    return presentTasks(db, viewer.userId, rows, now);
  },
});
