import { eq } from 'drizzle-orm';
import type { Discussion, DiscussionBody } from '@/lib/contract/discussions';
import type { AppDeps } from '../../app-env';
import { discussions } from '../../db/schema';
import { createDiscussion } from '../discussions/create-discussion';
import { loadDiscussions } from '../discussions/present-discussions';
import { broadcastMeeting } from './broadcast-meeting';
import type { MeetingRow } from './present-meetings';

/**
 * `POST meetings/{id}/discussion`: anyone who can read the meeting may start one (discussing is not
 * editing, as on files); the workspace's users get `meetingUpdated`.
 */
export async function addMeetingDiscussion(
  deps: AppDeps,
  userId: number,
  access: { row: MeetingRow; canEdit: boolean },
  body: DiscussionBody,
): Promise<Discussion> {
  const id = await createDiscussion(deps, { meetingId: access.row.id, authorId: userId, body });
  await broadcastMeeting(deps, access.row);
  const [discussion] = await loadDiscussions(deps.db, userId, eq(discussions.id, id), access.canEdit);
  return discussion;
}
