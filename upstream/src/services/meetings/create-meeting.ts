import type { MeetingCreateBody, MeetingDetail } from '@/lib/contract/meetings';
import type { AppDeps } from '../../app-env';
import { assertFileLinks } from '../files/read-files';
import { assertWorkspaceMembers } from '../tasks/read-tasks';
import { ATTENDEES_INVALID } from './agenda';
import { autoFollow } from '../follows/auto-follow';
import { broadcastMeeting } from './broadcast-meeting';
import { insertMeeting } from './insert-meeting';
import { notifyInvitees } from './notify-invitees';
import { presentMeetingDetail } from './present-meetings';
import type { WorkspaceViewer } from '../workspace-records/read-workspace-records';

const DEFAULT_MINUTES = 30;

/**
 * `POST meetings`: the caller needs the create right in the workspace (section 6); attendees must be
 * its members and the retailer, brand and product its records (422 on the field otherwise). A meeting
 * without an end lasts 30 minutes. Each attendee but the creator is invited (notified), and the
 * workspace's users get `meetingUpdated`. `viewer` is the handler's requireWorkspaceViewer 'create'
 * on `body.workspace_id`.
 */
export async function createMeeting(deps: AppDeps, viewer: WorkspaceViewer, body: MeetingCreateBody): Promise<MeetingDetail> {
  const { userId } = viewer;
  const workspaceId = body.workspace_id;
  const attendeeIds = body.attendee_ids ?? [];
  await assertWorkspaceMembers(deps, workspaceId, attendeeIds, 'attendee_ids', ATTENDEES_INVALID);
  await assertFileLinks(deps.db, [workspaceId], {
    primaryRetailerId: body.workspace_company_retailer_id,
    brandId: body.workspace_company_brand_id,
    productId: body.workspace_company_product_id,
  });
  const startsAt = new Date(body.starts_at);
  const endsAt = body.ends_at ? new Date(body.ends_at) : new Date(startsAt.getTime() + DEFAULT_MINUTES * 60_000);
  const now = deps.now();
  const row = await insertMeeting(deps.db, {
    workspaceId,
    title: body.title,
    description: body.description ?? null,
    location: body.location ?? null,
    startsAt,
    endsAt,
    timeZone: body.time_zone || 'UTC',
    workspaceRetailerId: body.workspace_company_retailer_id ?? null,
    workspaceBrandId: body.workspace_company_brand_id ?? null,
    workspaceProductId: body.workspace_company_product_id ?? null,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
    attendeeIds,
    goals: (body.goals ?? []).map((title) => ({ title })),
    topics: (body.topics ?? []).map((title) => ({ title })),
  });
  await autoFollow(deps.db, [userId], 'meeting', row.id);
  await notifyInvitees(deps, row, userId, attendeeIds);
  await broadcastMeeting(deps, row);
  return presentMeetingDetail(deps.db, userId, row.id, { canEdit: true, now });
}
