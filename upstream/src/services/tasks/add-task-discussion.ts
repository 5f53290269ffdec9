import { eq } from 'drizzle-orm';
import type { Discussion, DiscussionBody } from '@/lib/contract/discussions';
import type { AppDeps } from '../../app-env';
import { discussions } from '../../db/schema';
import type { TaskAccess } from '../access/content-guard';
import { createDiscussion } from '../discussions/create-discussion';
import { loadDiscussions } from '../discussions/present-discussions';
import { broadcastTask } from './broadcast-task';

/**
 * `POST tasks/{id}/discussion`: anyone who can read the task may discuss it (read-only teams
 * included): `access` is the handler's requireTask 'read'.
 */
export async function addTaskDiscussion(deps: AppDeps, access: TaskAccess, userId: number, body: DiscussionBody): Promise<Discussion> {
  const { row, canEdit } = access;
  const taskId = row.id;
  const id = await createDiscussion(deps, { taskId, authorId: userId, body });
  await broadcastTask(deps, row, 'taskUpdated');
  const [created] = await loadDiscussions(deps.db, userId, eq(discussions.id, id), canEdit);
  return created;
}
