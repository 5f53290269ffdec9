import { and, eq, inArray } from 'drizzle-orm';
import type { MeetingDetail, MeetingUpdateBody } from '@/lib/contract/meetings';
import type { AppDeps } from '../../app-env';
import { meetingAttendees, meetings } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { Patch } from '../../lib/patch';
import { assertFileLinks } from '../files/read-files';
import { assertWorkspaceMembers } from '../tasks/read-tasks';
import { broadcastMeeting } from './broadcast-meeting';
import { ATTENDEES_INVALID } from './agenda';
import { notifyInvitees } from './notify-invitees';
import { notifyMeetingChanged } from './notify-meeting-change';
import { presentMeetingDetail } from './present-meetings';
import type { MeetingRow } from './present-meetings';

export type MeetingPatch = Patch<MeetingUpdateBody>;

/**
 * `PUT meetings/{id}` (its author or a workspace admin; the handler checked): the fields sent change,
 * null clears an optional one. A new start without a new end moves the end too (the meeting keeps its
 * length). `attendee_ids` replaces the list; only the people it adds are invited. A new time or place
 * tells the attendees (MeetingChanged) and the followers (FollowedActivity), never the actor. The workspace's
 * users get `meetingUpdated`.
 */
export async function updateMeeting(deps: AppDeps, userId: number, meeting: MeetingRow, patch: MeetingPatch): Promise<MeetingDetail> {
  const { db } = deps;
  const startsAt = patch.starts_at ? new Date(patch.starts_at) : meeting.startsAt;
  const endsAt = patch.ends_at ? new Date(patch.ends_at) : new Date(startsAt.getTime() + (meeting.endsAt.getTime() - meeting.startsAt.getTime()));
  if (endsAt.getTime() < startsAt.getTime()) throw fieldError('ends_at', 'The end must be after the start.');
  const attendeeIds = patch.attendee_ids === undefined ? undefined : (patch.attendee_ids ?? []);
  if (attendeeIds) await assertWorkspaceMembers(deps, meeting.workspaceId, attendeeIds, 'attendee_ids', ATTENDEES_INVALID);
  await assertFileLinks(db, [meeting.workspaceId], {
    primaryRetailerId: patch.workspace_company_retailer_id,
    brandId: patch.workspace_company_brand_id,
    productId: patch.workspace_company_product_id,
  });

  const now = deps.now();
  const { row, added } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(meetings)
      .set({
        title: patch.title ?? undefined,
        description: patch.description,
        location: patch.location,
        startsAt,
        endsAt,
        // A cleared zone falls back to UTC, the zone of a meeting created without one.
        timeZone: patch.time_zone === null ? 'UTC' : patch.time_zone,
        workspaceRetailerId: patch.workspace_company_retailer_id,
        workspaceBrandId: patch.workspace_company_brand_id,
        workspaceProductId: patch.workspace_company_product_id,
        updatedAt: now,
      })
      .where(eq(meetings.id, meeting.id))
      .returning();
    if (attendeeIds === undefined) return { row, added: [] as number[] };
    const before = (await tx.select({ id: meetingAttendees.userId }).from(meetingAttendees).where(eq(meetingAttendees.meetingId, meeting.id))).map((r) => r.id);
    const removed = before.filter((id) => !attendeeIds.includes(id));
    const added = attendeeIds.filter((id) => !before.includes(id));
    if (removed.length) await tx.delete(meetingAttendees).where(and(eq(meetingAttendees.meetingId, meeting.id), inArray(meetingAttendees.userId, removed)));
    if (added.length)
      await tx
        .insert(meetingAttendees)
        .values(added.map((id) => ({ meetingId: meeting.id, userId: id, createdAt: now })))
        .onConflictDoNothing();
    return { row, added };
  });
  await notifyInvitees(deps, row, userId, added);
  await notifyMeetingChanged(deps, userId, meeting, row);
  await broadcastMeeting(deps, row);
  return presentMeetingDetail(db, userId, meeting.id, { canEdit: true, now });
}
