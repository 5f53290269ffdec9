import type { Task } from '@/lib/contract/tasks';
import type { AppDeps } from '../../app-env';
import { taskAssignees } from '../../db/schema';
import type { TaskAccess } from '../access/content-guard';
import { assertWorkspaceMembers } from './read-tasks';
import { broadcastTask } from './broadcast-task';
import { notifyAssignees } from './notify-assignees';
import { presentTasks } from './present-tasks';
import { autoFollow } from '../follows/auto-follow';
import { userNames } from '../follows/actor-name';
import { notifyTaskFollowers } from './notify-task-followers';

/**
 * `POST tasks/{id}/assign`: the user must be a member of the task's workspace (422 on user_id).
 * Idempotent: assigning an assignee again changes nothing and notifies no one. The assignee follows
 * the task; its other followers hear of the change. `access` is the
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
    await autoFollow(deps.db, [assigneeId], 'task', taskId);
    await notifyAssignees(deps, userId, row, [assigneeId]);
    await notifyTaskFollowers(
      deps,
      userId,
      row,
      (await userNames(deps.db, [assigneeId])).map((n) => `assignee added: ${n}`),
    );
    await broadcastTask(deps, row, 'taskUpdated');
  }
  const [task] = await presentTasks(deps.db, userId, [row], deps.now());
  return task;
}
