import type { AppDeps } from '../../app-env';
import { actorName } from '../follows/actor-name';
import { notifyFollowers } from '../follows/notify-followers';
import type { TaskRow } from './present-tasks';

/** The words of a task's status in a change phrase ("status: To do → Done"). */
export const taskStatus = (done: boolean) => (done ? 'Done' : 'To do');

/** `FollowedActivity` to the task's followers (not the actor) for a status, due date or assignee change. */
export async function notifyTaskFollowers(deps: AppDeps, actorId: number, task: Pick<TaskRow, 'id' | 'title'>, changes: string[]): Promise<void> {
  if (changes.length === 0) return;
  const name = await actorName(deps.db, actorId);
  await notifyFollowers(deps, 'task', task.id, { actorId, message: `${name} changed "${task.title}": ${changes.join('; ')}`, changes });
}
