import type { DiscussionBody } from '@/lib/contract/discussions';
import type { AppDeps } from '../../app-env';
import { discussions } from '../../db/schema';

/**
 * Starts a discussion on a file or an insight (exactly one) and returns its id. The handler has
 * checked read access to the subject: anyone who can read a file or insight may discuss it, read-only
 * teams included (discussing is not editing the content). Broadcasting is the caller's job.
 */
export async function createDiscussion(deps: AppDeps, input: { fileId?: number; insightId?: number; authorId: number; body: DiscussionBody }): Promise<number> {
  if ((input.fileId === undefined) === (input.insightId === undefined)) throw new Error('createDiscussion needs exactly one of fileId and insightId');
  const now = deps.now();
  const [row] = await deps.db
    .insert(discussions)
    .values({
      fileId: input.fileId ?? null,
      insightId: input.insightId ?? null,
      title: input.body.title,
      body: input.body.body ?? null,
      authorId: input.authorId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: discussions.id });
  return row.id;
}
