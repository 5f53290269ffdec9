import { asc, eq } from 'drizzle-orm';
import type { MeetingDetail } from '@/lib/contract/meetings';
import type { AppDeps } from '../../app-env';
import { meetingAttendees, meetingGoals, meetingTopics } from '../../db/schema';
import { workspaceUserIds } from '../live/broadcast-to-workspaces';
import { broadcastMeeting } from './broadcast-meeting';
import { insertMeeting } from './insert-meeting';
import { notifyInvitees } from './notify-invitees';
import { presentMeetingDetail } from './present-meetings';
import type { MeetingRow } from './present-meetings';
import type { WorkspaceViewer } from '../workspace-records/read-workspace-records';

/** The new meeting goes to `viewer.ws`: the source's workspace (clone) or another one (copy). */
export type CloneOptions = {
  title?: string;
  starts_at?: string;
};

/**
 * `POST meetings/{id}/clone` and `/copy` (the caller reads the source; the handler checked): a new
 * meeting in the target workspace, where the caller needs the create right (`viewer`: the handler's
 * requireWorkspaceViewer 'create' on it). It carries the title
 * (default "<title> (copy)"), details, times (a new start keeps the length), attendees and the goals
 * and topics in order, not the tasks or discussions. Copied to another workspace, it keeps only the
 * attendees who are members there and drops the retailer, brand and product (records of the source
 * workspace). Attendees other than the caller are invited to the new meeting.
 */
export async function cloneMeeting(deps: AppDeps, viewer: WorkspaceViewer, source: MeetingRow, opts: CloneOptions): Promise<MeetingDetail> {
  const { db } = deps;
  const { userId } = viewer;
  const workspaceId = viewer.ws.id;
  const sameWorkspace = workspaceId === source.workspaceId;
  const [attendees, goals, topics, members] = await Promise.all([
    db
      .select({ id: meetingAttendees.userId })
      .from(meetingAttendees)
      .where(eq(meetingAttendees.meetingId, source.id))
      .orderBy(asc(meetingAttendees.createdAt), asc(meetingAttendees.userId)),
    db.select().from(meetingGoals).where(eq(meetingGoals.meetingId, source.id)).orderBy(asc(meetingGoals.position), asc(meetingGoals.id)),
    db.select().from(meetingTopics).where(eq(meetingTopics.meetingId, source.id)).orderBy(asc(meetingTopics.position), asc(meetingTopics.id)),
    sameWorkspace ? Promise.resolve(null) : workspaceUserIds(deps, [workspaceId]),
  ]);
  const memberSet = members ? new Set(members) : null;
  const attendeeIds = attendees.map((a) => a.id).filter((id) => !memberSet || memberSet.has(id));
  const startsAt = opts.starts_at ? new Date(opts.starts_at) : source.startsAt;
  const endsAt = new Date(startsAt.getTime() + (source.endsAt.getTime() - source.startsAt.getTime()));
  const now = deps.now();
  const row = await insertMeeting(db, {
    workspaceId,
    // Kept within the title limit (200), so a later edit that sends the title back still validates.
    title: opts.title ?? `${source.title.slice(0, 193)} (copy)`,
    description: source.description,
    location: source.location,
    startsAt,
    endsAt,
    timeZone: source.timeZone,
    workspaceRetailerId: sameWorkspace ? source.workspaceRetailerId : null,
    workspaceBrandId: sameWorkspace ? source.workspaceBrandId : null,
    workspaceProductId: sameWorkspace ? source.workspaceProductId : null,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
    attendeeIds,
    goals,
    topics,
  });
  await notifyInvitees(deps, row, userId, attendeeIds);
  await broadcastMeeting(deps, row);
  return presentMeetingDetail(db, userId, row.id, { canEdit: true, now });
}
