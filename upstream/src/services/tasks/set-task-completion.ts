import { eq } from 'drizzle-orm';
import type { Task } from '@/lib/contract/tasks';
import type { AppDeps } from '../../app-env';
import { tasks } from '../../db/schema';
import type { TaskAccess } from '../access/content-guard';
import { broadcastTask } from './broadcast-task';
import { presentTasks } from './present-tasks';
import { notifyTaskFollowers, taskStatus } from './notify-task-followers';

/**
 * `POST tasks/{id}/complete` and `/incomplete` (tasks and subtasks; write access). Idempotent:
 * completing a completed task keeps who completed it and when, and nothing is broadcast. Completing
 * a parent leaves its open subtasks open (they are separate pieces of work; the parent's progress
 * keeps counting them), and reopening clears `completed_at` and `completed_by`. `access` is the
 * handler's requireTask 'write'.
 */
export async function setTaskCompletion(deps: AppDeps, access: TaskAccess, userId: number, completed: boolean): Promise<Task> {
  const { row } = access;
  const taskId = row.id;
  let current = row;
  if ((row.completedAt !== null) !== completed) {
    const now = deps.now();
    [current] = await deps.db
      .update(tasks)
      .set(completed ? { completedAt: now, completedBy: userId, updatedAt: now } : { completedAt: null, completedBy: null, updatedAt: now })
      .where(eq(tasks.id, taskId))
      .returning();
    await broadcastTask(deps, current, 'taskUpdated');
    await notifyTaskFollowers(deps, userId, current, [`status: ${taskStatus(!completed)} → ${taskStatus(completed)}`]);
  }
  const [task] = await presentTasks(deps.db, userId, [current], deps.now());
  return task;
}
