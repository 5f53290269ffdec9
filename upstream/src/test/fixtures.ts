import { teamMembers, teams, workspaces, workspaceTeams } from '../db/schema';
import type { TestApp } from './create-test-app';
import { signUpUser } from './helpers';

/** Direct inserts for tests that need teams and workspaces without going through their routes. */
export async function makeTeam(t: TestApp, members: { userId: number; role: 'admin' | 'member' }[], name = 'Team'): Promise<number> {
  const [team] = await t.deps.db
    .insert(teams)
    .values({ name, createdBy: members[0]?.userId ?? null })
    .returning({ id: teams.id });
  if (members.length) await t.deps.db.insert(teamMembers).values(members.map((m) => ({ teamId: team.id, userId: m.userId, role: m.role })));
  return team.id;
}

export async function makeWorkspace(
  t: TestApp,
  opts: { ownerTeamId: number; teamIds?: number[]; restrict?: boolean; approval?: 'pending' | 'approved' | 'disapproved'; name?: string },
): Promise<number> {
  const [ws] = await t.deps.db
    .insert(workspaces)
    .values({
      name: opts.name ?? 'Workspace',
      ownerTeamId: opts.ownerTeamId,
      restrictResourceCreation: opts.restrict ?? false,
      approvalStatus: opts.approval ?? 'approved',
    })
    .returning({ id: workspaces.id });
  const teamIds = [...new Set([opts.ownerTeamId, ...(opts.teamIds ?? [])])];
  await t.deps.db.insert(workspaceTeams).values(teamIds.map((teamId) => ({ workspaceId: ws.id, teamId })));
  return ws.id;
}

/**
 * The usual cast of two teams: `owner` administers team A, where `member` is a plain member;
 * `outsider` administers team B. The kits' scenes build their companies and workspaces on it.
 */
export async function twoTeams(t: TestApp) {
  const owner = await signUpUser(t, 'owner@example.com', 'Olive', 'Owner');
  const member = await signUpUser(t, 'member@example.com', 'Mel', 'Member');
  const outsider = await signUpUser(t, 'outsider@example.com', 'Otto', 'Outsider');
  const teamA = await makeTeam(
    t,
    [
      { userId: owner.id, role: 'admin' },
      { userId: member.id, role: 'member' },
    ],
    'Team A',
  );
  const teamB = await makeTeam(t, [{ userId: outsider.id, role: 'admin' }], 'Team B');
  return { owner, member, outsider, teamA, teamB };
}

/** Carol, in team C with `ownerId` as its admin, and team C's own workspace "Second": a place the first scene's users are not all in. */
export async function secondWorkspace(t: TestApp, ownerId: number) {
  const carol = await signUpUser(t, 'carol@example.com', 'Carol', 'Second');
  const teamC = await makeTeam(
    t,
    [
      { userId: ownerId, role: 'admin' },
      { userId: carol.id, role: 'member' },
    ],
    'Team C',
  );
  const second = await makeWorkspace(t, { ownerTeamId: teamC, name: 'Second' });
  return { carol, teamC, second };
}
