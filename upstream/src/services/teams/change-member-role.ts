import { and, eq } from 'drizzle-orm';
import type { TeamMember, TeamRole } from '@/lib/contract/teams';
import type { AppDeps, UserRow } from '../../app-env';
import { teamMembers, teams, users } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import type { TeamAccess } from '../access/guards';
import { notifyUser } from '../notifications/notify-user';
import { isLastAdmin, lockTeamMembers } from './lock-team-members';
import { teamPath } from './team-path';
import { displayName, toMemberUser } from './to-member-user';

/**
 * `PUT teams/{id}/members/{userId}` (admins). Demoting the last admin is refused: a team always
 * keeps one. The member is notified unless nothing changed or they changed their own role. `access`
 * is the handler's requireTeamAdmin for `actor`.
 */
export async function changeMemberRole(deps: AppDeps, access: TeamAccess, actor: UserRow, memberId: number, role: TeamRole): Promise<TeamMember> {
  const { teamId } = access;
  const before = await deps.db.transaction(async (tx) => {
    const members = await lockTeamMembers(tx, teamId);
    const member = members.find((m) => m.userId === memberId);
    if (!member) throw notFound('Member');
    if (role !== 'admin' && isLastAdmin(members, memberId)) throw fieldError('role', 'A team must keep at least one admin. Make another member admin first.');
    await tx
      .update(teamMembers)
      .set({ role })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
    return member.role;
  });
  const [row] = await deps.db.select({ user: users, team: teams }).from(users).innerJoin(teams, eq(teams.id, teamId)).where(eq(users.id, memberId));
  if (before !== role && memberId !== actor.id) {
    await notifyUser(deps, memberId, 'RoleChanged', {
      kind: 'team_role_changed',
      title: 'Role changed',
      message: `${displayName(actor)} made you ${role === 'admin' ? 'an admin' : 'a member'} of ${row.team.name}.`,
      url: teamPath(teamId),
      team_id: teamId,
      role,
    });
  }
  return { user: toMemberUser(row.user), role };
}
