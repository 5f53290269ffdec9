import { eq } from 'drizzle-orm';
import type { Team, UpdateTeamBody } from '@/lib/contract/teams';
import type { AppDeps } from '../../app-env';
import { teams } from '../../db/schema';
import { requireTeamAdmin } from '../access/guards';
import { saveImage } from '../uploads/save-image';
import { getTeam } from './get-team';

/**
 * `POST teams/{id}` (admins): only the fields sent change; an empty description clears it. The
 * permission check runs before the image is stored, so a refused call stores nothing.
 */
export async function updateTeam(deps: AppDeps, userId: number, teamId: number, body: UpdateTeamBody, image?: File): Promise<Team> {
  await requireTeamAdmin(deps.db, userId, teamId);
  const imageName = image ? await saveImage(deps, image, 'image', userId) : undefined;
  await deps.db
    .update(teams)
    .set({
      name: body.name,
      description: body.description === undefined ? undefined : body.description || null,
      image: imageName,
      updatedAt: deps.now(),
    })
    .where(eq(teams.id, teamId));
  return getTeam(deps.db, userId, teamId);
}
