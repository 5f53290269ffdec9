import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TeamInvite } from '@/lib/contract/teams';
import type { Db } from '../../db/client';
import { teamInvites, teams, users } from '../../db/schema';
import { uploadUrl } from '../../lib/user-resource';
import { toMemberUser } from './to-member-user';

const inviter = alias(users, 'inviter');

/** The pending team invites sent to `email`, oldest first, as the invites panel shows them. */
export async function listTeamInvitesFor(db: Db, email: string): Promise<TeamInvite[]> {
  const rows = await db
    .select({ invite: teamInvites, team: { id: teams.id, name: teams.name, image: teams.image }, inviter })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .leftJoin(inviter, eq(inviter.id, teamInvites.invitedBy))
    .where(eq(teamInvites.email, email.trim().toLowerCase()))
    .orderBy(asc(teamInvites.id));
  return rows.map((r) => ({
    id: r.invite.id,
    role: r.invite.role,
    email: r.invite.email,
    team: { id: r.team.id, name: r.team.name, image: uploadUrl(r.team.image) },
    invited_by: r.inviter ? toMemberUser(r.inviter) : null,
    created_at: r.invite.createdAt.toISOString(),
  }));
}
