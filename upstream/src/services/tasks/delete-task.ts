import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { tasks } from '../../db/schema';
import type { TaskAccess } from '../access/content-guard';
import { broadcastTask } from './broadcast-task';

/**
 * `DELETE tasks/{id}` (its author or a manager of the workspace): subtasks, assignees, file links
 * and discussions go by cascade; attached files stay in the workspace. Its users get `taskDeleted`
 * (and, for a subtask, `taskUpdated` for the parent). `access` is the handler's requireTask 'delete'.
 */
export async function deleteTask(deps: AppDeps, access: TaskAccess): Promise<void> {
  const { row } = access;
  await deps.db.delete(tasks).where(eq(tasks.id, row.id));
  await broadcastTask(deps, row, 'taskDeleted');
}
