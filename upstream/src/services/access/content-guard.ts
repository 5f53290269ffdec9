import { and, eq, inArray, sql } from 'drizzle-orm';
import { canAccessWorkspace, canCreateResources, canEditContent, canWriteContent } from '@/lib/permissions/rules';
import type { Membership, WorkspaceLinks } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { perDb, statementName } from '../../db/prepared';
import { fileWorkspaces, insightWorkspaces, workspaces, workspaceTeams, teamMembers, files, insights, meetings, tasks } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { loadMemberships, loadWorkspaceLinks } from './memberships';
import { workspacesInScope } from './place-scope';

/**
 * Access to workspace content (workspace records, notes, files, insights, discussions).
 * Read: the record is in at least one approved workspace the caller can see.
 * Create: every workspace named allows the caller to create resources (section 6) with full access.
 * Edit/delete of a file or insight: its author while they may still write in one of its workspaces,
 * or a manager (admin of an attached full-access team) of one of its workspaces (canEditContent,
 * built on canWriteWorkspace: decision 0006).
 * Outsiders get 404, members without the right 403 — as everywhere else.
 */
export type Links = WorkspaceLinks & { approvalStatus: string };

// Every workspace content list scopes itself with this: a prepared statement (db/prepared.ts).
const VISIBLE = statementName('access_visible_workspaces');
const statements = perDb((db) => ({
  visible: db
    .selectDistinct({ id: workspaces.id })
    .from(workspaces)
    .innerJoin(workspaceTeams, eq(workspaceTeams.workspaceId, workspaces.id))
    .innerJoin(teamMembers, eq(teamMembers.teamId, workspaceTeams.teamId))
    .where(and(eq(teamMembers.userId, sql.placeholder('userId')), eq(workspaces.approvalStatus, 'approved')))
    .prepare(VISIBLE),
}));

/** Ids of the approved workspaces the user can see (through any of their teams). */
export async function visibleWorkspaceIds(db: Db, userId: number): Promise<number[]> {
  const rows = await statements(db).visible.execute({ userId });
  return workspacesInScope(rows.map((r) => r.id)).sort((a, b) => a - b);
}

/**
 * The workspaces a list should cover: the requested ones the caller can see (others are silently
 * dropped, so a shared filter URL never leaks or fails), or all visible ones when none are requested.
 */
export async function scopeWorkspaceIds(db: Db, userId: number, requested: number[] | undefined): Promise<number[]> {
  const visible = await visibleWorkspaceIds(db, userId);
  if (!requested || requested.length === 0) return visible;
  const set = new Set(visible);
  return requested.filter((id) => set.has(id));
}

/** Loads and checks every workspace named; 404 for one the caller cannot see, 403 without the right. */
export async function requireContentWorkspaces(
  db: Db,
  userId: number,
  ids: number[],
  need: 'read' | 'create',
): Promise<{ memberships: Membership[]; links: Map<number, Links> }> {
  const memberships = await loadMemberships(db, userId);
  const links = await loadWorkspaceLinks(db, ids);
  for (const id of ids) {
    const ws = links.get(id);
    if (!ws || ws.approvalStatus !== 'approved' || !canAccessWorkspace(memberships, ws)) throw notFound('Workspace');
    if (need === 'create' && !canCreateResources(memberships, ws)) {
      throw forbidden(
        canWriteContent(memberships, ws)
          ? 'Only admins of the owner team can create resources in this workspace.'
          : 'Your team has read-only access to this workspace.',
      );
    }
  }
  return { memberships, links };
}

/** Whether the caller may edit or delete a file or insight: the one rule of lib/permissions (decision 0006). */
export { canEditContent };

export type ContentAccess<T> = { row: T; workspaceIds: number[]; memberships: Membership[]; links: Links[]; canEdit: boolean };

async function requireShared<T extends { createdBy: number | null }>(
  db: Db,
  userId: number,
  row: T | undefined,
  workspaceIds: number[],
  what: string,
  need: 'read' | 'write',
): Promise<ContentAccess<T>> {
  if (!row) throw notFound(what);
  const memberships = await loadMemberships(db, userId);
  const all = await loadWorkspaceLinks(db, workspaceIds);
  const links = [...all.values()].filter((ws) => ws.approvalStatus === 'approved' && canAccessWorkspace(memberships, ws));
  if (links.length === 0) throw notFound(what);
  const canEdit = canEditContent(memberships, links, row.createdBy, userId);
  if (need === 'write' && !canEdit) throw forbidden(`Only its author or a workspace admin can change this ${what.toLowerCase()}.`);
  return { row, workspaceIds, memberships, links, canEdit };
}

export async function requireFile(db: Db, userId: number, fileId: number, need: 'read' | 'write') {
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  const ws = row ? await db.select({ id: fileWorkspaces.workspaceId }).from(fileWorkspaces).where(eq(fileWorkspaces.fileId, fileId)) : [];
  return requireShared(db, userId, row, [...new Set([...(row ? [row.workspaceId] : []), ...ws.map((w) => w.id)])], 'File', need);
}

export async function requireInsight(db: Db, userId: number, insightId: number, need: 'read' | 'write') {
  const [row] = await db.select().from(insights).where(eq(insights.id, insightId)).limit(1);
  const ws = row ? await db.select({ id: insightWorkspaces.workspaceId }).from(insightWorkspaces).where(eq(insightWorkspaces.insightId, insightId)) : [];
  return requireShared(db, userId, row, [...new Set([...(row ? [row.workspaceId] : []), ...ws.map((w) => w.id)])], 'Insight', need);
}

/** What an insight route may do, from requireInsight: services take it and never check again. */
export type InsightAccess = Awaited<ReturnType<typeof requireInsight>>;

/** The workspace ids of many files (or insights) at once, for lists. */
export async function workspaceIdsByFile(db: Db, fileIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (fileIds.length === 0) return out;
  for (const r of await db.select().from(fileWorkspaces).where(inArray(fileWorkspaces.fileId, fileIds)))
    (out.get(r.fileId) ?? out.set(r.fileId, []).get(r.fileId)!).push(r.workspaceId);
  return out;
}
export async function workspaceIdsByInsight(db: Db, insightIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (insightIds.length === 0) return out;
  for (const r of await db.select().from(insightWorkspaces).where(inArray(insightWorkspaces.insightId, insightIds)))
    (out.get(r.insightId) ?? out.set(r.insightId, []).get(r.insightId)!).push(r.workspaceId);
  return out;
}

/**
 * Meetings and tasks belong to one workspace. read: the workspace is readable; write (edit the
 * agenda, tasks, subtasks, completion, assignees, files): the caller writes content there (a
 * full-access team); delete (and PUT of a meeting's own details): its author with write access or a
 * manager of the workspace with write access (canEditContent).
 */
export type WorkItemNeed = 'read' | 'write' | 'delete';

async function requireWorkItem<T extends { createdBy: number | null; workspaceId: number }>(
  db: Db,
  userId: number,
  row: T | undefined,
  what: string,
  need: WorkItemNeed,
) {
  const access = await requireShared(db, userId, row, row ? [row.workspaceId] : [], what, 'read');
  const canWrite = access.links.some((ws) => canWriteContent(access.memberships, ws));
  if (need === 'write' && !canWrite) throw forbidden('Your team has read-only access to this workspace.');
  if (need === 'delete' && !access.canEdit) throw forbidden(`Only its author or a workspace admin can do this to the ${what.toLowerCase()}.`);
  return { ...access, canWrite };
}

export async function requireMeeting(db: Db, userId: number, meetingId: number, need: WorkItemNeed) {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
  return requireWorkItem(db, userId, row, 'Meeting', need);
}

/** What a meeting route may do, from requireMeeting: services take it and never check again. */
export type MeetingAccess = Awaited<ReturnType<typeof requireMeeting>>;

export async function requireTask(db: Db, userId: number, taskId: number, need: WorkItemNeed) {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
  return requireWorkItem(db, userId, row, 'Task', need);
}

/** What a task route may do, from requireTask: services take it and never check again. */
export type TaskAccess = Awaited<ReturnType<typeof requireTask>>;
