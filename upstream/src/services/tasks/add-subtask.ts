import { eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { subtaskBody, Task } from '@/lib/contract/tasks';
import type { AppDeps } from '../../app-env';
import { tasks } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { TaskAccess } from '../access/content-guard';
import { broadcastTask } from './broadcast-task';
import { insertTask } from './insert-task';
import { presentTasks } from './present-tasks';

/**
 * `POST tasks/{id}/subtask`: one level only (a subtask of a subtask is a 422). It joins the end of
 * the list, in the parent's workspace; it is not itself linked to the parent's meeting, so a
 * meeting's tasks stay its top-level ones. Answers the new subtask as a task. `access` is the
 * handler's requireTask 'write' on the parent.
 */
export async function addSubtask(deps: AppDeps, access: TaskAccess, userId: number, body: z.infer<typeof subtaskBody>): Promise<Task> {
  const { row: parent } = access;
  const parentId = parent.id;
  if (parent.parentId !== null) throw fieldError('parent_id', 'A subtask cannot have subtasks of its own.');
  const [{ last }] = await deps.db
    .select({ last: max(tasks.position) })
    .from(tasks)
    .where(eq(tasks.parentId, parentId));
  const row = await insertTask(deps, userId, {
    workspaceId: parent.workspaceId,
    parentId,
    title: body.title,
    dueDate: body.due_date ?? null,
    position: last === null ? 0 : last + 1,
  });
  await broadcastTask(deps, row, 'taskUpdated');
  const [task] = await presentTasks(deps.db, userId, [row], deps.now());
  return task;
}
