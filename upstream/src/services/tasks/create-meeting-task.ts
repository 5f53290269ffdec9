import type { z } from 'zod';
import type { meetingTaskBody, Task } from '@/lib/contract/tasks';
import type { AppDeps } from '../../app-env';
import type { MeetingAccess } from '../access/content-guard';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import { broadcastTask } from './broadcast-task';
import { newTaskFields } from './create-task';
import { insertTask } from './insert-task';
import { presentTasks } from './present-tasks';

/**
 * `POST meetings/{id}/task`: a task of the meeting's workspace, linked to it. Editing a meeting's
 * agenda and tasks needs write access to its workspace (not the create right of `POST tasks`).
 * The meeting's open views hear of it too (its task list changed). `access` is the handler's
 * requireMeeting 'write', checked before the body was read.
 */
export async function createMeetingTask(deps: AppDeps, access: MeetingAccess, userId: number, body: z.infer<typeof meetingTaskBody>): Promise<Task> {
  const { row: meeting, workspaceIds } = access;
  const meetingId = meeting.id;
  const row = await insertTask(deps, userId, { workspaceId: meeting.workspaceId, meetingId, ...newTaskFields(body) });
  await broadcastTask(deps, row, 'taskUpdated');
  await broadcastToWorkspaces(deps, workspaceIds, 'meetingUpdated', { id: meetingId, workspace_ids: workspaceIds });
  const [task] = await presentTasks(deps.db, userId, [row], deps.now());
  return task;
}
