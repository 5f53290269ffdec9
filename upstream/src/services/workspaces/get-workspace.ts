import { asc, eq } from 'drizzle-orm';
import type { Workspace } from '@/lib/contract/workspaces';
import type { Db } from '../../db/client';
import { teams, workspaceInvites, workspaces } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { presentWorkspaces } from './present-workspaces';

/**
 * One workspace as `userId` sees it. Authorization is the caller's job (requireWorkspace); with
 * `withInvites` the pending invites are added for the management screen.
 */
export async function getWorkspace(db: Db, userId: number, workspaceId: number, opts: { withInvites?: boolean } = {}): Promise<Workspace> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  if (!row) throw notFound('Workspace');
  const [workspace] = await presentWorkspaces(db, userId, [row]);
  if (!opts.withInvites) return workspace;
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
      team: i.teamId !== null ? { id: i.teamId, name: i.teamName ?? '' } : null,
      email: i.email,
      created_at: i.createdAt.toISOString(),
    })),
  };
}
