import { asc, count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discussions, meetings, taskAssignees, taskFiles, tasks, workspaces } from '../../db/schema';

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
