import type { Task } from '@/lib/contract/tasks';
import type { AppDeps } from '../../app-env';
import { taskAssignees } from '../../db/schema';
import type { TaskAccess } from '../access/content-guard';
import { assertWorkspaceMembers } from './read-tasks';
import { broadcastTask } from './broadcast-task';
import { notifyAssignees } from './notify-assignees';
import { presentTasks } from './present-tasks';

/**
 * `POST tasks/{id}/assign`: the user must be a member of the task's workspace (422 on user_id).
 * Idempotent: assigning an assignee again changes nothing and notifies no one. `access` is the
 * handler's requireTask 'write'.
 */
export async function assignTask(deps: AppDeps, access: TaskAccess, userId: number, assigneeId: number): Promise<Task> {
  const { row } = access;
  const taskId = row.id;
  await assertWorkspaceMembers(deps, row.workspaceId, [assigneeId], 'user_id', 'The selected user must be a member of the workspace.');
  const inserted = await deps.db
    .insert(taskAssignees)
    .values({ taskId, userId: assigneeId, assignedBy: userId, createdAt: deps.now() })
    .onConflictDoNothing()
    .returning({ userId: taskAssignees.userId });
  if (inserted.length) {
    await notifyAssignees(deps, userId, row, [assigneeId]);
    await broadcastTask(deps, row, 'taskUpdated');
  }
  const [task] = await presentTasks(deps.db, userId, [row], deps.now());
  return task;
}
