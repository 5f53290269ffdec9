import { eq } from 'drizzle-orm';
import { recordUrl } from '@/lib/routes/record-url';
import type { AppDeps } from '../../app-env';
import { users } from '../../db/schema';
import { notifyUser } from '../notifications/notify-user';
import { displayName } from '../teams/to-member-user';
import type { TaskRow } from './present-tasks';

/**
 * Tells each new assignee on their private channel (the bell rises live). Assigning oneself is not
 * news. A subtask's link opens its parent, where the subtask is shown in context.
 */
export async function notifyAssignees(
  deps: AppDeps,
  assignerId: number,
  task: Pick<TaskRow, 'id' | 'workspaceId' | 'parentId' | 'title'>,
  userIds: readonly number[],
): Promise<void> {
  const targets = userIds.filter((id) => id !== assignerId);
  if (targets.length === 0) return;
  const [assigner] = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, image: users.image })
    .from(users)
    .where(eq(users.id, assignerId))
    .limit(1);
  const data = {
    kind: 'task_assigned',
    title: 'Task assigned',
    message: `${assigner ? displayName(assigner) : 'Someone'} assigned you "${task.title}"`,
    url: recordUrl('task', task.parentId ?? task.id, task.workspaceId),
    actor_id: assignerId,
    record: `task:${task.id}`,
    record_title: task.title,
  };
  for (const userId of targets) await notifyUser(deps, userId, 'TaskAssigned', data);
}
