import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { discussions } from '../../db/schema';
import { broadcastSubjectUpdated } from './broadcast-subject';
import type { DiscussionAccess } from './read-discussions';

/** `DELETE discussions/{id}`: its comments go with it (cascade). */
export async function deleteDiscussion(deps: AppDeps, access: DiscussionAccess): Promise<void> {
  await deps.db.delete(discussions).where(eq(discussions.id, access.row.id));
  await broadcastSubjectUpdated(deps, access.subject);
}
