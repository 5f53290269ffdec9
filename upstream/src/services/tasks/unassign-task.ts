import { and, eq } from 'drizzle-orm';
import type { Task } from '@/lib/contract/tasks';
import type { AppDeps } from '../../app-env';
import { taskAssignees } from '../../db/schema';
import type { TaskAccess } from '../access/content-guard';
import { broadcastTask } from './broadcast-task';
import { presentTasks } from './present-tasks';
import { userNames } from '../follows/actor-name';
import { notifyTaskFollowers } from './notify-task-followers';

/**
 * `POST tasks/{id}/unassign`: idempotent. No membership check, so someone who has left the
 * workspace can still be taken off its tasks. `access` is the handler's requireTask 'write'.
 */
export async function unassignTask(deps: AppDeps, access: TaskAccess, userId: number, assigneeId: number): Promise<Task> {
  const { row } = access;
  const taskId = row.id;
  const removed = await deps.db
    .delete(taskAssignees)
    .where(and(eq(taskAssignees.taskId, taskId), eq(taskAssignees.userId, assigneeId)))
    .returning({ userId: taskAssignees.userId });
  if (removed.length) {
    await broadcastTask(deps, row, 'taskUpdated');
    await notifyTaskFollowers(
      deps,
      userId,
      row,
      (await userNames(deps.db, [assigneeId])).map((n) => `assignee removed: ${n}`),
    );
  }
  const [task] = await presentTasks(deps.db, userId, [row], deps.now());
  return task;
}
