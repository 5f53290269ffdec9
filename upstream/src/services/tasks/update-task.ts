import { and, eq, inArray } from 'drizzle-orm';
import type { Task, TaskUpdateBody } from '@/lib/contract/tasks';
import type { AppDeps } from '../../app-env';
import { taskAssignees, tasks } from '../../db/schema';
import type { TaskAccess } from '../access/content-guard';
import { assertFileLinks } from '../files/read-files';
import type { Patch } from '../../lib/patch';
import { assertWorkspaceMembers } from './read-tasks';
import { broadcastTask } from './broadcast-task';
import { ASSIGNEES_INVALID } from './insert-task';
import { notifyAssignees } from './notify-assignees';
import { presentTasks } from './present-tasks';
import { autoFollow } from '../follows/auto-follow';
import { userNames } from '../follows/actor-name';
import { notifyTaskFollowers } from './notify-task-followers';

/**
 * `PUT tasks/{id}` (a task or a subtask; write access to its workspace): the fields sent change,
 * null clears an optional one. `assignee_ids` replaces the assignees: only the newly added must be
 * members now (someone who left stays until removed) and only they are notified. Links must be
 * workspace records of the task's workspace. New assignees follow the task; its followers hear of a
 * due date or assignee change. `access` is the handler's requireTask 'write', checked
 * before the body was read.
 */
export async function updateTask(deps: AppDeps, access: TaskAccess, userId: number, patch: Patch<TaskUpdateBody>): Promise<Task> {
  const { db } = deps;
  const { row } = access;
  const taskId = row.id;
  const sent = (key: keyof TaskUpdateBody) => key in patch;
  await assertFileLinks(db, [row.workspaceId], {
    primaryRetailerId: patch.workspace_company_retailer_id,
    brandId: patch.workspace_company_brand_id,
    productId: patch.workspace_company_product_id,
  });

  const before = (await db.select({ userId: taskAssignees.userId }).from(taskAssignees).where(eq(taskAssignees.taskId, taskId))).map((r) => r.userId);
  const wanted = sent('assignee_ids') ? (patch.assignee_ids ?? []) : before;
  const added = wanted.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !wanted.includes(id));
  await assertWorkspaceMembers(deps, row.workspaceId, added, 'assignee_ids', ASSIGNEES_INVALID);

  const now = deps.now();
  const [updated] = await db.transaction(async (tx) => {
    if (removed.length) await tx.delete(taskAssignees).where(and(eq(taskAssignees.taskId, taskId), inArray(taskAssignees.userId, removed)));
    if (added.length) await tx.insert(taskAssignees).values(added.map((id) => ({ taskId, userId: id, assignedBy: userId, createdAt: now })));
    return tx
      .update(tasks)
      .set({
        ...(patch.title ? { title: patch.title } : {}),
        ...(sent('description') ? { description: patch.description ?? null } : {}),
        ...(sent('due_date') ? { dueDate: patch.due_date ?? null } : {}),
        ...(sent('workspace_company_retailer_id') ? { workspaceRetailerId: patch.workspace_company_retailer_id ?? null } : {}),
        ...(sent('workspace_company_brand_id') ? { workspaceBrandId: patch.workspace_company_brand_id ?? null } : {}),
        ...(sent('workspace_company_product_id') ? { workspaceProductId: patch.workspace_company_product_id ?? null } : {}),
        updatedAt: now,
      })
      .where(eq(tasks.id, taskId))
      .returning();
  });
  await notifyAssignees(deps, userId, updated, added);
  await autoFollow(db, added, 'task', taskId);
  const changes = [
    ...(updated.dueDate !== row.dueDate ? [`due date: ${row.dueDate ?? 'none'} → ${updated.dueDate ?? 'none'}`] : []),
    ...(await userNames(db, added)).map((n) => `assignee added: ${n}`),
    ...(await userNames(db, removed)).map((n) => `assignee removed: ${n}`),
  ];
  await notifyTaskFollowers(deps, userId, updated, changes);
  await broadcastTask(deps, updated, 'taskUpdated');
  const [task] = await presentTasks(db, userId, [updated], now);
  return task;
}
