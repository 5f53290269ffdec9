import { asc, eq } from 'drizzle-orm';
import type { MemberUser } from '@/lib/contract/teams';
import type { Db } from '../../db/client';
import { teamMembers, users, workspaceTeams } from '../../db/schema';
import { toMemberUser } from '../teams/to-member-user';

/**
 * Everyone who can see a workspace (members of its attached teams), once each, by name: the people
 * who may be meeting attendees, task assignees or mentioned. `read_only` says they cannot write there.
 */
export async function listWorkspaceMembers(db: Db, workspaceId: number): Promise<(MemberUser & { read_only: boolean })[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, image: users.image, access: workspaceTeams.access })
    .from(workspaceTeams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, workspaceTeams.teamId))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(workspaceTeams.workspaceId, workspaceId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const byId = new Map<number, MemberUser & { read_only: boolean }>();
  for (const r of rows) {
    const seen = byId.get(r.id);
    // Someone in a full-access team and a read-only one writes: full access wins.
    if (seen) seen.read_only = seen.read_only && r.access === 'read_only';
    else byId.set(r.id, { ...toMemberUser(r), read_only: r.access === 'read_only' });
  }
  return [...byId.values()];
}
