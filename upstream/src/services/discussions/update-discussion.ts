import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Discussion, discussionUpdateBody } from '@/lib/contract/discussions';
import type { AppDeps } from '../../app-env';
import { discussions } from '../../db/schema';
import type { Patch } from '../../lib/patch';
import { broadcastSubjectUpdated } from './broadcast-subject';
import { loadDiscussions } from './present-discussions';
import type { DiscussionAccess } from './read-discussions';

/** `POST discussions/{id}`: the fields sent change (a null body clears it); the subject's viewers are told. */
export async function updateDiscussion(
  deps: AppDeps,
  userId: number,
  access: DiscussionAccess,
  patch: Patch<z.infer<typeof discussionUpdateBody>>,
): Promise<Discussion> {
  await deps.db
    .update(discussions)
    .set({ title: patch.title ?? undefined, body: patch.body, updatedAt: deps.now() })
    .where(eq(discussions.id, access.row.id));
  await broadcastSubjectUpdated(deps, access.subject);
  const [discussion] = await loadDiscussions(deps.db, userId, eq(discussions.id, access.row.id), access.subject.canEdit);
  return discussion;
}
