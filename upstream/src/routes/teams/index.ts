import { createTeamBody, updateTeamBody } from '@/lib/contract/teams';
import { readForm } from '../../lib/multipart';
import { createResourceRouter } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { acceptTeamInvite } from '../../services/teams/accept-team-invite';
import { cancelTeamInvite } from '../../services/teams/cancel-team-invite';
import { changeMemberRole } from '../../services/teams/change-member-role';
import { createTeam } from '../../services/teams/create-team';
import { declineTeamInvite } from '../../services/teams/decline-team-invite';
import { deleteTeam } from '../../services/teams/delete-team';
import { findTeamsForInvite } from '../../services/teams/find-teams-for-invite';
import { getTeam } from '../../services/teams/get-team';
import { inviteToTeam } from '../../services/teams/invite-to-team';
import { leaveTeam } from '../../services/teams/leave-team';
import { listTeams } from '../../services/teams/list-teams';
import { removeTeamMember } from '../../services/teams/remove-team-member';
import { updateTeam } from '../../services/teams/update-team';
import {
  acceptInviteRoute,
  cancelInviteRoute,
  changeRoleRoute,
  createTeamRoute,
  declineInviteRoute,
  deleteTeamRoute,
  findTeamsRoute,
  getTeamRoute,
  inviteRoute,
  leaveRoute,
  listTeamsRoute,
  removeMemberRoute,
  updateTeamRoute,
} from './routes';

/** `teams[/{teamId}]`, their members and invites: every route needs the `teams` ability. */
const { router, route } = createResourceRouter({ tag: 'teams', access: { ability: 'teams' } });
export const teamsRouter = router;

route(listTeamsRoute, async (c) => c.json(await listTeams(c.var.deps.db, c.var.auth.user.id, c.req.valid('query')), 200));

route(createTeamRoute, async (c) => {
  const form = await readForm(c, c.var.deps.config.uploadMaxBytes);
  const { name, description, company_name, company_id } = form.fields;
  // An empty select sends company_id=""; that means "no company chosen", not an invalid id.
  const body = parseOr422(createTeamBody, { name, description, company_name, company_id: company_id || undefined });
  return c.json({ data: await createTeam(c.var.deps, c.var.auth.user.id, body, form.files.image) }, 201);
});

route(findTeamsRoute, async (c) => {
  const data = await findTeamsForInvite(c.var.deps.db, c.var.auth.user.id, c.req.valid('query').email);
  return c.json({ data }, 200);
});

route(getTeamRoute, async (c) => c.json({ data: await getTeam(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').teamId) }, 200));

route(updateTeamRoute, async (c) => {
  const form = await readForm(c, c.var.deps.config.uploadMaxBytes);
  const body = parseOr422(updateTeamBody, { name: form.fields.name, description: form.fields.description });
  return c.json({ data: await updateTeam(c.var.deps, c.var.auth.user.id, c.req.valid('param').teamId, body, form.files.image) }, 200);
});

route(deleteTeamRoute, async (c) => {
  await deleteTeam(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').teamId);
  return c.json({ message: 'Team has been deleted.' }, 200);
});

route(inviteRoute, async (c) => c.json({ data: await inviteToTeam(c.var.deps, c.var.auth.user, c.req.valid('param').teamId, c.req.valid('json')) }, 201));

route(cancelInviteRoute, async (c) => {
  await cancelTeamInvite(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').teamId, c.req.valid('query').email);
  return c.json({ message: 'Invite has been deleted.' }, 200);
});

route(removeMemberRoute, async (c) => {
  const { teamId, userId } = c.req.valid('param');
  await removeTeamMember(c.var.deps.db, c.var.auth.user.id, teamId, userId);
  return c.json({ message: 'Member has been removed.' }, 200);
});

route(changeRoleRoute, async (c) => {
  const { teamId, userId } = c.req.valid('param');
  return c.json({ data: await changeMemberRole(c.var.deps, c.var.auth.user, teamId, userId, c.req.valid('json').role) }, 200);
});

route(leaveRoute, async (c) => {
  await leaveTeam(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').teamId);
  return c.json({ message: 'Team has been left.' }, 200);
});

route(acceptInviteRoute, async (c) => c.json({ data: await acceptTeamInvite(c.var.deps, c.var.auth.user, c.req.valid('param').inviteId) }, 200));

route(declineInviteRoute, async (c) => {
  await declineTeamInvite(c.var.deps, c.var.auth.user, c.req.valid('param').inviteId);
  return c.json({ message: 'Invite has been declined.' }, 200);
});
