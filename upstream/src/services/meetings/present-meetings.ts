import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Meeting, MeetingDetail } from '@/lib/contract/meetings';
import { canAccessWorkspace, canWriteContent } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { meetingAttendees, meetingGoals, meetings, meetingTopics, tasks, workspaces } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { canEditContent } from '../access/content-guard';
import { loadMemberships, loadWorkspaceLinks } from '../access/memberships';
import { loadMemberUsers, memberOf } from '../discussions/load-member-users';
import { presentDiscussions } from '../discussions/present-discussions';
import { presentTasks } from '../tasks/present-tasks';
import { loadWorkspaceBrandNames, loadWorkspaceProductNames, loadWorkspaceRetailerNames } from '../workspace-records/read-workspace-records';
import { toGoalResource, toTopicResource } from './agenda';

export type MeetingRow = typeof meetings.$inferSelect;

const unique = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
const countsBy = (rows: { id: number | null; n: number }[]) => new Map(rows.map((r) => [r.id, Number(r.n)]));

/**
 * Meeting rows as the contract's resource for one caller, in the order given, in a fixed number of
 * queries whatever the page size. `can_write` (agenda, tasks) and `can_edit` (details, delete)
 * follow content-guard's rules for the meeting's workspace; rows the caller cannot read must not be
 * passed in (the lists scope them first).
 */
export async function presentMeetings(db: Db, userId: number, rows: MeetingRow[]): Promise<Meeting[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const wsIds = unique(rows.map((r) => r.workspaceId));
  const retailerIds = unique(rows.map((r) => r.workspaceRetailerId));
  const brandIds = unique(rows.map((r) => r.workspaceBrandId));
  const productIds = unique(rows.map((r) => r.workspaceProductId));

  const [memberships, links, wsNames, retailers, brandNames, productNames, attendeeRows, goals, topics, taskCounts] = await Promise.all([
    loadMemberships(db, userId),
    loadWorkspaceLinks(db, wsIds),
    db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(inArray(workspaces.id, wsIds)),
    loadWorkspaceRetailerNames(db, retailerIds),
    loadWorkspaceBrandNames(db, brandIds),
    loadWorkspaceProductNames(db, productIds),
    db.select().from(meetingAttendees).where(inArray(meetingAttendees.meetingId, ids)).orderBy(asc(meetingAttendees.createdAt), asc(meetingAttendees.userId)),
    db.select({ id: meetingGoals.meetingId, n: count() }).from(meetingGoals).where(inArray(meetingGoals.meetingId, ids)).groupBy(meetingGoals.meetingId),
    db.select({ id: meetingTopics.meetingId, n: count() }).from(meetingTopics).where(inArray(meetingTopics.meetingId, ids)).groupBy(meetingTopics.meetingId),
    // Subtasks hang off their task, so only top-level tasks count as the meeting's tasks.
    db
      .select({ id: tasks.meetingId, n: count() })
      .from(tasks)
      .where(and(inArray(tasks.meetingId, ids), isNull(tasks.parentId)))
      .groupBy(tasks.meetingId),
  ]);
  const users = await loadMemberUsers(db, [...rows.map((r) => r.createdBy), ...attendeeRows.map((a) => a.userId)]);
  const nameOf = (list: { id: number; name: string }[]) => new Map(list.map((r) => [r.id, r.name]));
  const [workspaceName, retailerName, brandName, productName] = [nameOf(wsNames), nameOf(retailers), nameOf(brandNames), nameOf(productNames)];
  const [goalCount, topicCount, taskCount] = [countsBy(goals), countsBy(topics), countsBy(taskCounts)];
  const attendeesOf = new Map<number, number[]>();
  for (const a of attendeeRows) (attendeesOf.get(a.meetingId) ?? attendeesOf.set(a.meetingId, []).get(a.meetingId)!).push(a.userId);

  return rows.map((r) => {
    const ws = links.get(r.workspaceId);
    const readable = ws !== undefined && ws.approvalStatus === 'approved' && canAccessWorkspace(memberships, ws);
    const link = (id: number | null, names: Map<number, string>) => (id === null ? null : (names.get(id) ?? null));
    return {
      id: r.id,
      workspace_id: r.workspaceId,
      workspace_name: workspaceName.get(r.workspaceId) ?? '',
      title: r.title,
      description: r.description,
      location: r.location,
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt.toISOString(),
      time_zone: r.timeZone,
      workspace_company_retailer_id: r.workspaceRetailerId,
      retailer_name: link(r.workspaceRetailerId, retailerName),
      workspace_company_brand_id: r.workspaceBrandId,
      brand_name: link(r.workspaceBrandId, brandName),
      workspace_company_product_id: r.workspaceProductId,
      product_name: link(r.workspaceProductId, productName),
      attendees: (attendeesOf.get(r.id) ?? []).flatMap((id) => users.get(id) ?? []),
      goals_count: goalCount.get(r.id) ?? 0,
      topics_count: topicCount.get(r.id) ?? 0,
      tasks_count: taskCount.get(r.id) ?? 0,
      created_by: memberOf(users, r.createdBy),
      can_write: readable && canWriteContent(memberships, ws),
      can_edit: readable && canEditContent(memberships, [ws], r.createdBy, userId),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

/**
 * `GET meetings/{id}` (and the answer of every change to a meeting): the meeting with its goals and
 * topics in agenda order, its top-level tasks and its discussions. The caller has read access (the
 * handler checked it); `canEdit` is what that check found, so discussions need not check again.
 */
export async function presentMeetingDetail(db: Db, userId: number, meetingId: number, opts: { canEdit: boolean; now: Date }): Promise<MeetingDetail> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
  if (!row) throw notFound('Meeting');
  const [[meeting], goals, topics, taskRows, discussions] = await Promise.all([
    presentMeetings(db, userId, [row]),
    db.select().from(meetingGoals).where(eq(meetingGoals.meetingId, meetingId)).orderBy(asc(meetingGoals.position), asc(meetingGoals.id)),
    db.select().from(meetingTopics).where(eq(meetingTopics.meetingId, meetingId)).orderBy(asc(meetingTopics.position), asc(meetingTopics.id)),
    db
      .select()
      .from(tasks)
      .where(and(eq(tasks.meetingId, meetingId), isNull(tasks.parentId)))
      .orderBy(asc(tasks.position), asc(tasks.createdAt), asc(tasks.id)),
    presentDiscussions(db, userId, { meetingId, canEditSubject: opts.canEdit }),
  ]);
  return {
    ...meeting,
    goals: goals.map(toGoalResource),
    topics: topics.map(toTopicResource),
    tasks: await presentTasks(db, userId, taskRows, opts.now),
    discussions,
  };
}
