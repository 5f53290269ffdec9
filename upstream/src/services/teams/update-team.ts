import { eq } from 'drizzle-orm';
import type { Team, UpdateTeamBody } from '@/lib/contract/teams';
import type { AppDeps } from '../../app-env';
import { teams } from '../../db/schema';
import type { TeamAccess } from '../access/guards';
import { saveImage } from '../uploads/save-image';
import { getTeam } from './get-team';

/**
 * `POST teams/{id}` (admins): only the fields sent change; an empty description clears it. The
 * handler's requireTeamAdmin (`access`) runs before the form is read, so a refused call stores nothing.
 */
export async function updateTeam(deps: AppDeps, access: TeamAccess, body: UpdateTeamBody, image?: File): Promise<Team> {
  const { teamId, userId } = access;
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
  return getTeam(deps.db, access);
}
