import type { AppDeps } from '../../app-env';
import { taskAssignees, tasks } from '../../db/schema';
import { assertFileLinks } from '../files/read-files';
import { assertWorkspaceMembers } from './read-tasks';
import type { TaskRow } from './present-tasks';
import { notifyAssignees } from './notify-assignees';
import { autoFollow } from '../follows/auto-follow';

export type NewTask = {
  workspaceId: number;
  parentId?: number | null;
  meetingId?: number | null;
  title: string;
  description?: string | null;
  dueDate?: string | null;
  assigneeIds?: number[];
  retailerId?: number | null;
  brandId?: number | null;
  productId?: number | null;
  position?: number;
};

export const ASSIGNEES_INVALID = 'The selected assignees must be members of the workspace.';

/**
 * Writes a task (or subtask) with its assignees once the caller's right is checked: the retailer,
 * brand and product must be workspace records of its workspace and the assignees its members (422
 * on the field otherwise). Each assignee but the creator is notified; the creator and the assignees
 * follow it. Broadcasting is the caller's.
 */
export async function insertTask(deps: AppDeps, userId: number, input: NewTask): Promise<TaskRow> {
  const { db } = deps;
  await assertFileLinks(db, [input.workspaceId], { primaryRetailerId: input.retailerId, brandId: input.brandId, productId: input.productId });
  const assigneeIds = input.assigneeIds ?? [];
  await assertWorkspaceMembers(deps, input.workspaceId, assigneeIds, 'assignee_ids', ASSIGNEES_INVALID);
  const now = deps.now();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(tasks)
      .values({
        workspaceId: input.workspaceId,
        parentId: input.parentId ?? null,
        meetingId: input.meetingId ?? null,
        title: input.title,
        description: input.description ?? null,
        dueDate: input.dueDate ?? null,
        position: input.position ?? 0,
        workspaceRetailerId: input.retailerId ?? null,
        workspaceBrandId: input.brandId ?? null,
        workspaceProductId: input.productId ?? null,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (assigneeIds.length)
      await tx.insert(taskAssignees).values(assigneeIds.map((id) => ({ taskId: created.id, userId: id, assignedBy: userId, createdAt: now })));
    return created;
  });
  await autoFollow(db, [userId, ...assigneeIds], 'task', row.id);
  await notifyAssignees(deps, userId, row, assigneeIds);
  return row;
}
