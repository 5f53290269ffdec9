import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { taskFiles } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { TaskAccess } from '../access/content-guard';
import { broadcastTask } from './broadcast-task';

/**
 * `DELETE tasks/{id}/files/{fileId}` (`access`: the handler's requireTask 'write'): removes the link
 * only; the file stays in the workspace. 404 when not attached.
 */
export async function detachTaskFile(deps: AppDeps, access: TaskAccess, fileId: number): Promise<void> {
  const { row } = access;
  const taskId = row.id;
  const removed = await deps.db
    .delete(taskFiles)
    .where(and(eq(taskFiles.taskId, taskId), eq(taskFiles.fileId, fileId)))
    .returning({ fileId: taskFiles.fileId });
  if (removed.length === 0) throw notFound('File');
  await broadcastTask(deps, row, 'taskUpdated');
}
