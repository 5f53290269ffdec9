import { and, asc, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { Workspace, WorkspaceInvite, WorkspaceRequest } from '@/lib/contract/workspaces';
import { isTeamMember } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { teamMembers, teams, users, workspaceInvites, workspaces, workspaceTeams } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { paged, pageOffset } from '../../lib/paginate';
import { uploadUrl } from '../../lib/user-resource';
import { loadMemberships } from '../access/memberships';
import { workspaceScopeCondition } from '../access/place-scope';
import { presentWorkspaceRequests, presentWorkspaces, toMemberUser } from './present-workspaces';

/** A subquery of the ids of workspaces that any of the user's teams is attached to (the read rule). */
export function accessibleWorkspaceIds(db: Db, userId: number) {
  const teamIds = db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
  return db
    .selectDistinct({ id: workspaceTeams.workspaceId })
    .from(workspaceTeams)
    .where(and(inArray(workspaceTeams.teamId, teamIds), workspaceScopeCondition(workspaceTeams.workspaceId)));
}

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

/** `GET workspaces`: the approved workspaces the user can open, by name, one page at a time. */
export async function listWorkspaces(db: Db, userId: number, page: number, perPage: number): Promise<{ data: Workspace[]; meta: PageMeta }> {
  const where = and(eq(workspaces.approvalStatus, 'approved'), inArray(workspaces.id, accessibleWorkspaceIds(db, userId)));
  const [{ n }] = await db.select({ n: count() }).from(workspaces).where(where);
  const rows = await db
    .select()
    .from(workspaces)
    .where(where)
    .orderBy(asc(workspaces.name), asc(workspaces.id))
    .limit(perPage)
    .offset(pageOffset(page, perPage));
  return paged(await presentWorkspaces(db, userId, rows), n, page, perPage);
}

/**
 * `GET workspaces/all`: every workspace the user's teams are attached to, whatever its approval
 * status (the switcher filters approved ones; the requests list shows pending and disapproved ones).
 */
export async function listAllWorkspaces(db: Db, userId: number): Promise<Workspace[]> {
  const rows = await db
    .select()
    .from(workspaces)
    .where(inArray(workspaces.id, accessibleWorkspaceIds(db, userId)))
    .orderBy(asc(workspaces.name), asc(workspaces.id));
  return presentWorkspaces(db, userId, rows);
}

/** `GET superadmin/pending-workspace-requests`: pending requests, oldest first, with requester and owner team. */
export async function listWorkspaceRequests(db: Db, viewerId: number, page: number, perPage: number): Promise<{ data: WorkspaceRequest[]; meta: PageMeta }> {
  const where = eq(workspaces.approvalStatus, 'pending');
  const [{ n }] = await db.select({ n: count() }).from(workspaces).where(where);
  const rows = await db
    .select()
    .from(workspaces)
    .where(where)
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
    .limit(perPage)
    .offset(pageOffset(page, perPage));
  return paged(await presentWorkspaceRequests(db, viewerId, rows), n, page, perPage);
}

/**
 * The workspace invites waiting for this user, newest first: invites of teams they administer and
 * invites to their own email. Only approved workspaces (invites cannot be made before approval).
 * `GET workspaces/invites` answers it; `GET user/invites` adds it beside the team invites.
 */
export async function listWorkspaceInvitesFor(db: Db, userId: number, email: string): Promise<WorkspaceInvite[]> {
  const adminTeams = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.role, 'admin')));
  const rows = await db
    .select({
      invite: workspaceInvites,
      workspace: { id: workspaces.id, name: workspaces.name, image: workspaces.image },
      team: { id: teams.id, name: teams.name },
      inviter: users,
    })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .leftJoin(teams, eq(teams.id, workspaceInvites.teamId))
    .leftJoin(users, eq(users.id, workspaceInvites.invitedBy))
    .where(
      and(
        eq(workspaces.approvalStatus, 'approved'),
        or(inArray(workspaceInvites.teamId, adminTeams), and(isNull(workspaceInvites.teamId), eq(workspaceInvites.email, email.toLowerCase()))),
      ),
    )
    .orderBy(desc(workspaceInvites.createdAt), desc(workspaceInvites.id));
  return rows.map(({ invite, workspace, team, inviter }) => ({
    id: invite.id,
    kind: invite.teamId !== null ? 'team' : 'user',
    workspace: { id: workspace.id, name: workspace.name, image: uploadUrl(workspace.image) },
    team: team && invite.teamId !== null ? { id: team.id, name: team.name } : null,
    email: invite.email,
    invited_by: inviter ? toMemberUser(inviter) : null,
    created_at: invite.createdAt.toISOString(),
  }));
}
