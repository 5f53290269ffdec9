import { isManageable } from '@/lib/permissions/rules';
import { createWorkspaceBody, updateWorkspaceBody } from '@/lib/contract/workspaces';
import { createResourceRouter, formBody } from '../../lib/resource-router';
import { requireTeamAdmin, requireWorkspace } from '../../services/access/guards';
import { acceptWorkspaceTeamInvite } from '../../services/workspaces/accept-workspace-team-invite';
import { acceptWorkspaceUserInvite } from '../../services/workspaces/accept-workspace-user-invite';
import { addWorkspaceTeam } from '../../services/workspaces/add-workspace-team';
import { assertApproved } from '../../services/workspaces/assert-approved';
import { assertInviteQuota } from '../../services/workspaces/assert-invite-quota';
import { cancelWorkspaceInvite } from '../../services/workspaces/cancel-workspace-invite';
import { declineWorkspaceInvite } from '../../services/workspaces/decline-workspace-invite';
import { deleteWorkspace } from '../../services/workspaces/delete-workspace';
import { getWorkspace, listAllWorkspaces, listWorkspaceInvitesFor, listWorkspaces } from '../../services/workspaces/read-workspaces';
import { inviteTeamToWorkspace } from '../../services/workspaces/invite-team-to-workspace';
import { inviteUserToWorkspace } from '../../services/workspaces/invite-user-to-workspace';
import { removeWorkspaceTeam } from '../../services/workspaces/remove-workspace-team';
import { setWorkspaceTeamAccess } from '../../services/workspaces/set-workspace-team-access';
import { transferWorkspace } from '../../services/workspaces/transfer-workspace';
import { updateWorkspace } from '../../services/workspaces/update-workspace';
import { approvedWorkspace, editWorkspace, requestWorkspace } from './handlers';
import {
  allWorkspacesRoute,
  createWorkspaceRoute,
  deleteWorkspaceRoute,
  listWorkspacesRoute,
  showWorkspaceRoute,
  updateWorkspaceRoute,
  workspaceGoalsRoute,
  workspaceInvitesRoute,
  workspaceStatusRoute,
} from './routes';
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

/**
 * `workspaces/*` except the retailers, brands and products blocks. Every route authenticates with
 * the `workspaces` ability and checks the caller's right with requireWorkspace (outsiders get 404).
 */
const { router, route } = createResourceRouter({ tag: 'workspaces', access: { ability: 'workspaces' } });
export const workspacesRouter = router;

// Lists, the request to create, reading, editing, deleting, goals and status.

route(listWorkspacesRoute, async (c) => {
  const { page, per_page } = c.req.valid('query');
  return c.json(await listWorkspaces(c.var.deps.db, c.var.auth.user.id, page, per_page), 200);
});

route(allWorkspacesRoute, async (c) => c.json({ data: await listAllWorkspaces(c.var.deps.db, c.var.auth.user.id) }, 200));

route(workspaceInvitesRoute, async (c) => {
  const user = c.var.auth.user;
  return c.json({ data: await listWorkspaceInvitesFor(c.var.deps.db, user.id, user.email) }, 200);
});

route(createWorkspaceRoute, async (c) => c.json({ data: await requestWorkspace(c) }, 201), { body: formBody(createWorkspaceBody, { image: 'one' }) });

route(showWorkspaceRoute, async (c) => {
  const { workspaceId } = c.req.valid('param');
  const userId = c.var.auth.user.id;
  const access = await requireWorkspace(c.var.deps.db, userId, workspaceId, 'read');
  const withInvites = isManageable(access.memberships, access.workspace);
  return c.json({ data: await getWorkspace(c.var.deps.db, userId, workspaceId, { withInvites }) }, 200);
});

route(updateWorkspaceRoute, async (c) => c.json({ data: await editWorkspace(c, c.req.valid('param').workspaceId) }, 200), {
  body: formBody(updateWorkspaceBody, { image: 'one' }),
});

route(deleteWorkspaceRoute, async (c) => {
  const { workspaceId } = c.req.valid('param');
  await requireWorkspace(c.var.deps.db, c.var.auth.user.id, workspaceId, 'administer');
  await deleteWorkspace(c.var.deps, workspaceId);
  return c.json({ message: 'Workspace deleted.' }, 200);
});

route(workspaceGoalsRoute, async (c) => {
  const { workspaceId } = c.req.valid('param');
  const { goals } = c.req.valid('json');
  const deps = c.var.deps;
  const userId = c.var.auth.user.id;
  assertApproved((await requireWorkspace(deps.db, userId, workspaceId, 'manage')).workspace);
  await updateWorkspace(deps, userId, workspaceId, { goals });
  return c.json({ data: await getWorkspace(deps.db, userId, workspaceId, { withInvites: true }) }, 200);
});

route(workspaceStatusRoute, async (c) => {
  const { workspaceId } = c.req.valid('param');
  const { status } = c.req.valid('json');
  const deps = c.var.deps;
  const userId = c.var.auth.user.id;
  assertApproved((await requireWorkspace(deps.db, userId, workspaceId, 'manage')).workspace);
  await updateWorkspace(deps, userId, workspaceId, { status });
  return c.json({ data: await getWorkspace(deps.db, userId, workspaceId, { withInvites: true }) }, 200);
});

// Teams of a workspace: add, invite (team or person), cancel, accept, decline, access, remove, leave, transfer.

route(addTeamRoute, async (c) => {
  const { workspaceId } = c.req.valid('param');
  const { team_id } = c.req.valid('json');
  const { db } = c.var.deps;
  const userId = c.var.auth.user.id;
  const { memberships, workspace } = await approvedWorkspace(db, userId, workspaceId, 'manage');
  await addWorkspaceTeam(db, memberships, workspace, team_id);
  return c.json({ data: await getWorkspace(db, userId, workspaceId, { withInvites: true }) }, 200);
});

route(inviteRoute, async (c) => {
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

route(cancelInviteRoute, async (c) => {
  const { workspaceId } = c.req.valid('param');
  const query = c.req.valid('query');
  const { db } = c.var.deps;
  const userId = c.var.auth.user.id;
  await requireWorkspace(db, userId, workspaceId, 'manage');
  await cancelWorkspaceInvite(db, workspaceId, { teamId: query.team_id, email: query.email });
  return c.json({ data: await getWorkspace(db, userId, workspaceId, { withInvites: true }) }, 200);
});

route(acceptTeamInviteRoute, async (c) => {
  const { workspaceId, teamId } = c.req.valid('param');
  const deps = c.var.deps;
  const user = c.var.auth.user;
  await requireTeamAdmin(deps.db, user.id, teamId);
  await acceptWorkspaceTeamInvite(deps, user, workspaceId, teamId);
  return c.json({ data: await getWorkspace(deps.db, user.id, workspaceId) }, 200);
});

route(declineTeamInviteRoute, async (c) => {
  const { workspaceId, teamId } = c.req.valid('param');
  const { db } = c.var.deps;
  await requireTeamAdmin(db, c.var.auth.user.id, teamId);
  await declineWorkspaceInvite(db, workspaceId, { teamId });
  return c.json({ message: 'Invite declined.' }, 200);
});

route(acceptUserInviteRoute, async (c) => {
  const { workspaceId, inviteId } = c.req.valid('param');
  // The body is optional: with no JSON body there is nothing to validate.
  const body = (c.req.header('content-type') ?? '').includes('json') ? c.req.valid('json') : {};
  const deps = c.var.deps;
  const user = c.var.auth.user;
  await acceptWorkspaceUserInvite(deps, user, workspaceId, inviteId, body.team_id);
  return c.json({ data: await getWorkspace(deps.db, user.id, workspaceId) }, 200);
});

route(declineUserInviteRoute, async (c) => {
  const { workspaceId, inviteId } = c.req.valid('param');
  const user = c.var.auth.user;
  await declineWorkspaceInvite(c.var.deps.db, workspaceId, { inviteId, email: user.email });
  return c.json({ message: 'Invite declined.' }, 200);
});

route(teamAccessRoute, async (c) => {
  const { workspaceId, teamId } = c.req.valid('param');
  const { access } = c.req.valid('json');
  const { db } = c.var.deps;
  const userId = c.var.auth.user.id;
  const { workspace } = await approvedWorkspace(db, userId, workspaceId, 'administer');
  await setWorkspaceTeamAccess(db, workspace, teamId, access);
  return c.json({ data: await getWorkspace(db, userId, workspaceId, { withInvites: true }) }, 200);
});

route(removeTeamRoute, async (c) => {
  const { workspaceId, teamId } = c.req.valid('param');
  const { db } = c.var.deps;
  const userId = c.var.auth.user.id;
  const { workspace } = await requireWorkspace(db, userId, workspaceId, 'administer');
  await removeWorkspaceTeam(db, workspace, teamId, 'remove');
  return c.json({ data: await getWorkspace(db, userId, workspaceId, { withInvites: true }) }, 200);
});

route(leaveRoute, async (c) => {
  const { workspaceId, teamId } = c.req.valid('param');
  const { db } = c.var.deps;
  const userId = c.var.auth.user.id;
  const { workspace } = await requireWorkspace(db, userId, workspaceId, 'read');
  await requireTeamAdmin(db, userId, teamId);
  await removeWorkspaceTeam(db, workspace, teamId, 'leave');
  return c.json({ message: 'You have left the workspace.' }, 200);
});

route(transferRoute, async (c) => {
  const { workspaceId } = c.req.valid('param');
  const { team_id } = c.req.valid('json');
  const deps = c.var.deps;
  const user = c.var.auth.user;
  const { workspace } = await approvedWorkspace(deps.db, user.id, workspaceId, 'administer');
  await transferWorkspace(deps, user, workspace, team_id);
  return c.json({ data: await getWorkspace(deps.db, user.id, workspaceId, { withInvites: true }) }, 200);
});
