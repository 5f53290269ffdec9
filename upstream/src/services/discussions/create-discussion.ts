import type { DiscussionBody } from '@/lib/contract/discussions';
import type { AppDeps } from '../../app-env';
import { discussions } from '../../db/schema';
import { actorName } from '../follows/actor-name';
import { autoFollow } from '../follows/auto-follow';
import { notifyFollowers } from '../follows/notify-followers';

/**
 * Starts a discussion on a file, an insight, a meeting or a task (exactly one) and returns its id. The handler has
 * checked read access to the subject: anyone who can read a file or insight may discuss it, read-only
 * teams included (discussing is not editing the content). The author follows the subject and its
 * other followers are told. Broadcasting is the caller's job.
 */
export async function createDiscussion(
  deps: AppDeps,
  input: { fileId?: number; insightId?: number; meetingId?: number; taskId?: number; authorId: number; body: DiscussionBody },
): Promise<number> {
  const subjects = [input.fileId, input.insightId, input.meetingId, input.taskId].filter((v) => v !== undefined);
  if (subjects.length !== 1) throw new Error('createDiscussion needs exactly one subject id');
  const now = deps.now();
  const [row] = await deps.db
    .insert(discussions)
    .values({
      fileId: input.fileId ?? null,
      insightId: input.insightId ?? null,
      meetingId: input.meetingId ?? null,
      taskId: input.taskId ?? null,
      title: input.body.title,
      body: input.body.body ?? null,
      authorId: input.authorId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: discussions.id });
  const [kind, id] = (
    input.fileId !== undefined
      ? ['file', input.fileId]
      : input.insightId !== undefined
        ? ['insight', input.insightId]
        : input.meetingId !== undefined
          ? ['meeting', input.meetingId]
          : ['task', input.taskId!]
  ) as ['file' | 'insight' | 'meeting' | 'task', number];
  await autoFollow(deps.db, [input.authorId], kind, id);
  const name = await actorName(deps.db, input.authorId);
  await notifyFollowers(deps, kind, id, { actorId: input.authorId, message: `${name} started a discussion: "${input.body.title}"` });
  return row.id;
}
