import { createTeamBody, teamInviteBody, teamRoleBody, updateTeamBody } from '@/lib/contract/teams';
import { readForm } from '../../lib/multipart';
import { readJson } from '../../lib/request-body';
import { createResourceRouter, formBody } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { requireTeamAdmin, requireTeamMember } from '../../services/access/guards';
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
  bodies,
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

route(
  createTeamRoute,
  async (c) => {
    const form = await readForm(c, c.var.deps.config.uploadMaxBytes);
    const { name, description, company_name, company_id } = form.fields;
    // An empty select sends company_id=""; that means "no company chosen", not an invalid id.
    const body = parseOr422(createTeamBody, { name, description, company_name, company_id: company_id || undefined });
    return c.json({ data: await createTeam(c.var.deps, c.var.auth.user.id, body, form.files.image) }, 201);
  },
  { body: formBody(createTeamBody, { image: 'one' }) },
);

route(findTeamsRoute, async (c) => {
  const data = await findTeamsForInvite(c.var.deps.db, c.var.auth.user.id, c.req.valid('query').email);
  return c.json({ data }, 200);
});

route(getTeamRoute, async (c) => {
  const { db } = c.var.deps;
  const access = await requireTeamMember(db, c.var.auth.user.id, c.req.valid('param').teamId);
  return c.json({ data: await getTeam(db, access) }, 200);
});

// Every write on a team checks the caller first, before its body is read: an outsider gets 404 and a
// member without the right 403 whatever they send.
route(
  updateTeamRoute,
  async (c) => {
    const access = await requireTeamAdmin(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').teamId);
    const form = await readForm(c, c.var.deps.config.uploadMaxBytes);
    const body = parseOr422(updateTeamBody, { name: form.fields.name, description: form.fields.description });
    return c.json({ data: await updateTeam(c.var.deps, access, body, form.files.image) }, 200);
  },
  { body: formBody(updateTeamBody, { image: 'one' }) },
);

route(deleteTeamRoute, async (c) => {
  const { db } = c.var.deps;
  await deleteTeam(db, await requireTeamAdmin(db, c.var.auth.user.id, c.req.valid('param').teamId));
  return c.json({ message: 'Team has been deleted.' }, 200);
});

route(
  inviteRoute,
  async (c) => {
    const access = await requireTeamAdmin(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').teamId);
    const body = parseOr422(teamInviteBody, await readJson(c));
    return c.json({ data: await inviteToTeam(c.var.deps, access, c.var.auth.user, body) }, 201);
  },
  { body: bodies.invite },
);

route(cancelInviteRoute, async (c) => {
  const { db } = c.var.deps;
  const access = await requireTeamAdmin(db, c.var.auth.user.id, c.req.valid('param').teamId);
  await cancelTeamInvite(db, access, c.req.valid('query').email);
  return c.json({ message: 'Invite has been deleted.' }, 200);
});

route(removeMemberRoute, async (c) => {
  const { db } = c.var.deps;
  const { teamId, userId } = c.req.valid('param');
  await removeTeamMember(db, await requireTeamAdmin(db, c.var.auth.user.id, teamId), userId);
  return c.json({ message: 'Member has been removed.' }, 200);
});

route(
  changeRoleRoute,
  async (c) => {
    const { teamId, userId } = c.req.valid('param');
    const access = await requireTeamAdmin(c.var.deps.db, c.var.auth.user.id, teamId);
    const { role } = parseOr422(teamRoleBody, await readJson(c));
    return c.json({ data: await changeMemberRole(c.var.deps, access, c.var.auth.user, userId, role) }, 200);
  },
  { body: bodies.role },
);

route(leaveRoute, async (c) => {
  const { db } = c.var.deps;
  await leaveTeam(db, await requireTeamMember(db, c.var.auth.user.id, c.req.valid('param').teamId));
  return c.json({ message: 'Team has been left.' }, 200);
});

route(acceptInviteRoute, async (c) => {
  const { deps, auth } = c.var;
  const teamId = await acceptTeamInvite(deps, auth.user, c.req.valid('param').inviteId);
  return c.json({ data: await getTeam(deps.db, await requireTeamMember(deps.db, auth.user.id, teamId)) }, 200);
});

route(declineInviteRoute, async (c) => {
  await declineTeamInvite(c.var.deps, c.var.auth.user, c.req.valid('param').inviteId);
  return c.json({ message: 'Invite has been declined.' }, 200);
});
