import { canWriteContent } from '@/lib/permissions/rules';
import type { Subtask, Task } from '@/lib/contract/tasks';
import type { Db } from '../../db/client';
import { canEditContent } from '../access/content-guard';
import { loadMemberships, loadWorkspaceLinks } from '../access/memberships';
import { loadMemberUsers, memberOf } from '../discussions/load-member-users';
import { loadTaskExtras } from './load-task-extras';
import type { TaskRow } from './load-task-extras';
import { isOverdue, taskProgress, utcToday } from './task-rules';

export type { TaskRow };

const toSubtask = (row: TaskRow): Subtask => ({
  id: row.id,
  title: row.title,
  completed: row.completedAt !== null,
  completed_at: row.completedAt?.toISOString() ?? null,
  due_date: row.dueDate,
  position: row.position,
});

/**
 * Tasks (or subtasks) as the contract's resource for one caller, in a fixed number of queries
 * whatever the page size. The caller must be able to read every row's workspace (lists scope by
 * visible workspaces, single reads go through requireTask first). `now` decides what is overdue.
 */
export async function presentTasks(db: Db, userId: number, rows: TaskRow[], now: Date = new Date()): Promise<Task[]> {
  if (rows.length === 0) return [];
  const [extras, memberships, links] = await Promise.all([
    loadTaskExtras(db, rows),
    loadMemberships(db, userId),
    loadWorkspaceLinks(db, [...new Set(rows.map((r) => r.workspaceId))]),
  ]);
  const users = await loadMemberUsers(db, [...rows.flatMap((r) => [r.createdBy, r.completedBy]), ...[...extras.assigneeIds.values()].flat()]);
  const today = utcToday(now);

  return rows.map((row) => {
    const subtasks = extras.subtasks.get(row.id) ?? [];
    const ws = links.get(row.workspaceId);
    return {
      id: row.id,
      workspace_id: row.workspaceId,
      workspace_name: extras.workspaceNames.get(row.workspaceId) ?? '',
      parent_id: row.parentId,
      meeting_id: row.meetingId,
      meeting_title: row.meetingId === null ? null : (extras.meetingTitles.get(row.meetingId) ?? null),
      title: row.title,
      description: row.description,
      due_date: row.dueDate,
      overdue: isOverdue(row, today),
      completed: row.completedAt !== null,
      completed_at: row.completedAt?.toISOString() ?? null,
      completed_by: memberOf(users, row.completedBy),
      assignees: (extras.assigneeIds.get(row.id) ?? []).map((id) => users.get(id)).filter((u) => u !== undefined),
      subtasks: subtasks.map(toSubtask),
      progress: taskProgress(row, subtasks),
      files_count: extras.fileCounts.get(row.id) ?? 0,
      discussions_count: extras.discussionCounts.get(row.id) ?? 0,
      workspace_company_retailer_id: row.workspaceRetailerId,
      workspace_company_brand_id: row.workspaceBrandId,
      workspace_company_product_id: row.workspaceProductId,
      created_by: memberOf(users, row.createdBy),
      can_write: ws ? canWriteContent(memberships, ws) : false,
      can_edit: ws ? canEditContent(memberships, [ws], row.createdBy, userId) : false,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}
