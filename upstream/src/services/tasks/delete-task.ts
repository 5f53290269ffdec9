import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { tasks } from '../../db/schema';
import { requireTask } from '../access/content-guard';
import { broadcastTask } from './broadcast-task';

/**
 * `DELETE tasks/{id}` (its author or a manager of the workspace): subtasks, assignees, file links
 * and discussions go by cascade; attached files stay in the workspace. Its users get `taskDeleted`
 * (and, for a subtask, `taskUpdated` for the parent).
 */
export async function deleteTask(deps: AppDeps, userId: number, taskId: number): Promise<void> {
  const { row } = await requireTask(deps.db, userId, taskId, 'delete');
  await deps.db.delete(tasks).where(eq(tasks.id, taskId));
  await broadcastTask(deps, row, 'taskDeleted');
}
