import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FileRecord } from '@/lib/contract/files';
import type { Subtask, Task } from '@/lib/contract/tasks';
import { canWriteContent } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { discussions, files, meetings, taskAssignees, taskFiles, tasks, workspaces } from '../../db/schema';
import { canEditContent } from '../access/content-guard';
import { loadMemberships, loadWorkspaceLinks } from '../access/memberships';
import { loadMemberUsers, memberOf } from '../discussions/load-member-users';
import { presentFiles } from '../files/present-files';
import { isOverdue, taskProgress, utcToday } from './task-rules';

export type TaskRow = typeof tasks.$inferSelect;

/** Everything a page of tasks shows beside its own columns, loaded in a fixed number of queries. */
export type TaskExtras = {
  workspaceNames: Map<number, string>;
  meetingTitles: Map<number, string>;
  /** User ids assigned to each task, in the order they were assigned. */
  assigneeIds: Map<number, number[]>;
  /** Subtasks of each task, by position. */
  subtasks: Map<number, TaskRow[]>;
  fileCounts: Map<number, number>;
  discussionCounts: Map<number, number>;
};

const group = <T>(rows: T[], key: (row: T) => number): Map<number, T[]> => {
  const out = new Map<number, T[]>();
  for (const row of rows) (out.get(key(row)) ?? out.set(key(row), []).get(key(row))!).push(row);
  return out;
};

export async function loadTaskExtras(db: Db, rows: TaskRow[]): Promise<TaskExtras> {
  const ids = rows.map((r) => r.id);
  const wsIds = [...new Set(rows.map((r) => r.workspaceId))];
  const meetingIds = [...new Set(rows.map((r) => r.meetingId).filter((id): id is number => id !== null))];
  const [wsRows, meetingRows, assigneeRows, subtaskRows, fileRows, discussionRows] = await Promise.all([
    db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(inArray(workspaces.id, wsIds)),
    meetingIds.length ? db.select({ id: meetings.id, title: meetings.title }).from(meetings).where(inArray(meetings.id, meetingIds)) : [],
    db
      .select({ taskId: taskAssignees.taskId, userId: taskAssignees.userId })
      .from(taskAssignees)
      .where(inArray(taskAssignees.taskId, ids))
      .orderBy(asc(taskAssignees.createdAt), asc(taskAssignees.userId)),
    db.select().from(tasks).where(inArray(tasks.parentId, ids)).orderBy(asc(tasks.position), asc(tasks.id)),
    db.select({ taskId: taskFiles.taskId, n: count() }).from(taskFiles).where(inArray(taskFiles.taskId, ids)).groupBy(taskFiles.taskId),
    db.select({ taskId: discussions.taskId, n: count() }).from(discussions).where(inArray(discussions.taskId, ids)).groupBy(discussions.taskId),
  ]);
  return {
    workspaceNames: new Map(wsRows.map((w) => [w.id, w.name])),
    meetingTitles: new Map(meetingRows.map((m) => [m.id, m.title])),
    assigneeIds: new Map([...group(assigneeRows, (r) => r.taskId)].map(([id, list]) => [id, list.map((r) => r.userId)])),
    subtasks: group(subtaskRows, (r) => r.parentId!),
    fileCounts: new Map(fileRows.map((r) => [r.taskId, r.n])),
    discussionCounts: new Map(discussionRows.filter((r) => r.taskId !== null).map((r) => [r.taskId!, r.n])),
  };
}

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

/** The files attached to a task, in the order they were attached (the caller has read access to the task). */
export async function presentTaskFiles(db: Db, userId: number, taskId: number): Promise<FileRecord[]> {
  const rows = await db
    .select({ file: files })
    .from(taskFiles)
    .innerJoin(files, eq(files.id, taskFiles.fileId))
    .where(eq(taskFiles.taskId, taskId))
    .orderBy(asc(taskFiles.createdAt), asc(taskFiles.fileId));
  const [task] = await db.select({ workspaceId: tasks.workspaceId }).from(tasks).where(eq(tasks.id, taskId)).limit(1);
  // A file unshared from the task's workspace after it was attached must not echo its own (hidden) workspace.
  return presentFiles(
    db,
    userId,
    rows.map((r) => r.file),
    { fallbackWorkspaceId: task?.workspaceId },
  );
}
