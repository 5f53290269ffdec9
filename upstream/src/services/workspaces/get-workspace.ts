import { asc, eq } from 'drizzle-orm';
import type { Workspace } from '@/lib/contract/workspaces';
import { isTeamMember } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { teams, workspaceInvites, workspaces } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { loadMemberships } from '../access/memberships';
import { presentWorkspaces } from './present-workspaces';

/** What a manager who is not in an invited team sees instead of its name. */
export const HIDDEN_TEAM_NAME = 'Invited team';

/**
 * One workspace as `userId` sees it. Authorization is the caller's job (requireWorkspace); with
 * `withInvites` the pending invites are added for the management screen. An invited team's name is
 * shown only to its members (an invite made before team invites were limited to the inviter's own
 * teams must not keep echoing a probed name); its id stays, as cancelling needs it.
 */
export async function getWorkspace(db: Db, userId: number, workspaceId: number, opts: { withInvites?: boolean } = {}): Promise<Workspace> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  if (!row) throw notFound('Workspace');
  const [workspace] = await presentWorkspaces(db, userId, [row]);
  if (!opts.withInvites) return workspace;
  const memberships = await loadMemberships(db, userId);
  const invites = await db
    .select({ id: workspaceInvites.id, teamId: teams.id, teamName: teams.name, email: workspaceInvites.email, createdAt: workspaceInvites.createdAt })
    .from(workspaceInvites)
    .leftJoin(teams, eq(teams.id, workspaceInvites.teamId))
    .where(eq(workspaceInvites.workspaceId, workspaceId))
    .orderBy(asc(workspaceInvites.id));
  return {
    ...workspace,
    invites: invites.map((i) => ({
      id: i.id,
      kind: i.teamId !== null ? 'team' : 'user',
      team: i.teamId !== null ? { id: i.teamId, name: isTeamMember(memberships, i.teamId) ? (i.teamName ?? '') : HIDDEN_TEAM_NAME } : null,
      email: i.email,
      created_at: i.createdAt.toISOString(),
    })),
  };
}
