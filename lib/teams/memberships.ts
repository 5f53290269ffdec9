import type { Team } from '@/lib/contract/teams';
import type { Membership } from '@/lib/permissions/rules';

type TeamRoleOnly = Pick<Team, 'id' | 'role'>;

/** The caller's memberships, as the permission rules take them, from `GET teams` (each team carries the caller's role). */
export const membershipsOf = (teams: readonly TeamRoleOnly[]): Membership[] => teams.map((t) => ({ teamId: t.id, role: t.role }));

/** The teams the caller administers (owner-team choices, "add one of my teams"). */
export const adminTeamsOf = <T extends TeamRoleOnly>(teams: readonly T[]): T[] => teams.filter((t) => t.role === 'admin');

/** Members can leave; the upstream refuses when the caller is the last admin (a team keeps one admin). */
export function isLastAdmin(members: readonly { user: { id: number }; role: string }[], userId: number): boolean {
  const admins = members.filter((m) => m.role === 'admin');
  return admins.length === 1 && admins[0].user.id === userId;
}
