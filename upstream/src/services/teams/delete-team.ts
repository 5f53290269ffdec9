import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teams, workspaces } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { TeamAccess } from '../access/guards';

/**
 * `DELETE teams/{id}` (admins). Members, invites and workspace/company links go with it (cascades).
 * A team that owns workspaces is refused: deleting it would leave those workspaces without anyone
 * able to administer them, so ownership must be transferred (or the workspaces deleted) first.
 * The handler has checked `access` (requireTeamAdmin).
 */
export async function deleteTeam(db: Db, access: TeamAccess): Promise<void> {
  const { teamId } = access;
  const [{ n }] = await db.select({ n: count() }).from(workspaces).where(eq(workspaces.ownerTeamId, teamId));
  if (n > 0) throw fieldError('team', 'This team owns workspaces. Transfer or delete them before deleting the team.');
  await db.delete(teams).where(eq(teams.id, teamId));
}
