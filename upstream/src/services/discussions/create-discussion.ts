import type { DiscussionBody } from '@/lib/contract/discussions';
import type { AppDeps } from '../../app-env';
import { discussions } from '../../db/schema';

/**
 * Starts a discussion on a file, an insight, a meeting or a task (exactly one) and returns its id. The handler has
 * checked read access to the subject: anyone who can read a file or insight may discuss it, read-only
 * teams included (discussing is not editing the content). Broadcasting is the caller's job.
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
  return row.id;
}
