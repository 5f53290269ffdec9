import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-env';
import { requireTeamAdmin, requireWorkspace } from '../../services/access/guards';
import { acceptWorkspaceTeamInvite } from '../../services/workspaces/accept-workspace-team-invite';
import { acceptWorkspaceUserInvite } from '../../services/workspaces/accept-workspace-user-invite';
import { addWorkspaceTeam } from '../../services/workspaces/add-workspace-team';
import { assertApproved } from '../../services/workspaces/assert-approved';
import { assertInviteQuota } from '../../services/workspaces/assert-invite-quota';
import { cancelWorkspaceInvite } from '../../services/workspaces/cancel-workspace-invite';
import { declineWorkspaceInvite } from '../../services/workspaces/decline-workspace-invite';
import { getWorkspace } from '../../services/workspaces/get-workspace';
import { inviteTeamToWorkspace } from '../../services/workspaces/invite-team-to-workspace';
import { inviteUserToWorkspace } from '../../services/workspaces/invite-user-to-workspace';
import { removeWorkspaceTeam } from '../../services/workspaces/remove-workspace-team';
import { setWorkspaceTeamAccess } from '../../services/workspaces/set-workspace-team-access';
import { transferWorkspace } from '../../services/workspaces/transfer-workspace';
import { numericIds } from '../../lib/path-ids';
import {
  acceptTeamInviteRoute,
  acceptUserInviteRoute,
  addTeamRoute,
  cancelInviteRoute,
  declineTeamInviteRoute,
  declineUserInviteRoute,
  inviteRoute,
  leaveRoute,
  removeTeamRoute,
  teamAccessRoute,
  transferRoute,
} from './team-routes';

/** Teams of a workspace: add, invite (team or person), cancel, accept, decline, access, remove, leave, transfer. */
export function registerWorkspaceTeamHandlers(router: OpenAPIHono<AppEnv>): void {
  /** The guard for approved-only changes: the caller's right on the workspace, then its state. */
  const approvedWorkspace = async (db: AppEnv['Variables']['deps']['db'], userId: number, workspaceId: number, need: 'manage' | 'administer') => {
    const access = await requireWorkspace(db, userId, workspaceId, need);
    assertApproved(access.workspace);
    return access;
  };

  router.openapi(numericIds(router, addTeamRoute), async (c) => {
    const { workspaceId } = c.req.valid('param');
    const { team_id } = c.req.valid('json');
    const { db } = c.var.deps;
    const userId = c.var.auth.user.id;
    const { memberships, workspace } = await approvedWorkspace(db, userId, workspaceId, 'manage');
    await addWorkspaceTeam(db, memberships, workspace, team_id);
    return c.json({ data: await getWorkspace(db, userId, workspaceId, { withInvites: true }) }, 200);
  });

  router.openapi(numericIds(router, inviteRoute), async (c) => {
    const { workspaceId } = c.req.valid('param');
    const body = c.req.valid('json');
    const deps = c.var.deps;
    const user = c.var.auth.user;
    const { memberships, workspace } = await approvedWorkspace(deps.db, user.id, workspaceId, 'manage');
    await assertInviteQuota(deps, user.id, workspaceId, body.team_id ? 'team_id' : 'email');
    if (body.team_id) await inviteTeamToWorkspace(deps, user, memberships, workspace, body.team_id);
    else await inviteUserToWorkspace(deps, user, workspaceId, body.email ?? '');
    return c.json({ data: await getWorkspace(deps.db, user.id, workspaceId, { withInvites: true }) }, 201);
  });

  router.openapi(numericIds(router, cancelInviteRoute), async (c) => {
    const { workspaceId } = c.req.valid('param');
    const query = c.req.valid('query');
    const { db } = c.var.deps;
    const userId = c.var.auth.user.id;
    await requireWorkspace(db, userId, workspaceId, 'manage');
    await cancelWorkspaceInvite(db, workspaceId, { teamId: query.team_id, email: query.email });
    return c.json({ data: await getWorkspace(db, userId, workspaceId, { withInvites: true }) }, 200);
  });

  router.openapi(numericIds(router, acceptTeamInviteRoute), async (c) => {
    const { workspaceId, teamId } = c.req.valid('param');
    const deps = c.var.deps;
    const user = c.var.auth.user;
    await requireTeamAdmin(deps.db, user.id, teamId);
    await acceptWorkspaceTeamInvite(deps, user, workspaceId, teamId);
    return c.json({ data: await getWorkspace(deps.db, user.id, workspaceId) }, 200);
  });

  router.openapi(numericIds(router, declineTeamInviteRoute), async (c) => {
    const { workspaceId, teamId } = c.req.valid('param');
    const { db } = c.var.deps;
    await requireTeamAdmin(db, c.var.auth.user.id, teamId);
    await declineWorkspaceInvite(db, workspaceId, { teamId });
    return c.json({ message: 'Invite declined.' }, 200);
  });

  router.openapi(numericIds(router, acceptUserInviteRoute), async (c) => {
    const { workspaceId, inviteId } = c.req.valid('param');
    // The body is optional: with no JSON body there is nothing to validate.
    const body = (c.req.header('content-type') ?? '').includes('json') ? c.req.valid('json') : {};
    const deps = c.var.deps;
    const user = c.var.auth.user;
    await acceptWorkspaceUserInvite(deps, user, workspaceId, inviteId, body.team_id);
    return c.json({ data: await getWorkspace(deps.db, user.id, workspaceId) }, 200);
  });

  router.openapi(numericIds(router, declineUserInviteRoute), async (c) => {
    const { workspaceId, inviteId } = c.req.valid('param');
    const user = c.var.auth.user;
    await declineWorkspaceInvite(c.var.deps.db, workspaceId, { inviteId, email: user.email });
    return c.json({ message: 'Invite declined.' }, 200);
  });

  router.openapi(numericIds(router, teamAccessRoute), async (c) => {
    const { workspaceId, teamId } = c.req.valid('param');
    const { access } = c.req.valid('json');
    const { db } = c.var.deps;
    const userId = c.var.auth.user.id;
    const { workspace } = await approvedWorkspace(db, userId, workspaceId, 'administer');
    await setWorkspaceTeamAccess(db, workspace, teamId, access);
    return c.json({ data: await getWorkspace(db, userId, workspaceId, { withInvites: true }) }, 200);
  });

  router.openapi(numericIds(router, removeTeamRoute), async (c) => {
    const { workspaceId, teamId } = c.req.valid('param');
    const { db } = c.var.deps;
    const userId = c.var.auth.user.id;
    const { workspace } = await requireWorkspace(db, userId, workspaceId, 'administer');
    await removeWorkspaceTeam(db, workspace, teamId, 'remove');
    return c.json({ data: await getWorkspace(db, userId, workspaceId, { withInvites: true }) }, 200);
  });

  router.openapi(numericIds(router, leaveRoute), async (c) => {
    const { workspaceId, teamId } = c.req.valid('param');
    const { db } = c.var.deps;
    const userId = c.var.auth.user.id;
    const { workspace } = await requireWorkspace(db, userId, workspaceId, 'read');
    await requireTeamAdmin(db, userId, teamId);
    await removeWorkspaceTeam(db, workspace, teamId, 'leave');
    return c.json({ message: 'You have left the workspace.' }, 200);
  });

  router.openapi(numericIds(router, transferRoute), async (c) => {
    const { workspaceId } = c.req.valid('param');
    const { team_id } = c.req.valid('json');
    const deps = c.var.deps;
    const user = c.var.auth.user;
    const { workspace } = await approvedWorkspace(deps.db, user.id, workspaceId, 'administer');
    await transferWorkspace(deps, user, workspace, team_id);
    return c.json({ data: await getWorkspace(deps.db, user.id, workspaceId, { withInvites: true }) }, 200);
  });
}
