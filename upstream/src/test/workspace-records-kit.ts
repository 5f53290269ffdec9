import { and, eq } from 'drizzle-orm';
import { workspaceTeams } from '../db/schema';
import type { TestApp } from './create-test-app';
import { makeCompany } from './content-fixtures';
import { makeTeam, makeWorkspace } from './fixtures';
import { signUpUser } from './helpers';
import { call } from './teams-kit';

/** Shared by the workspace record and note tests. */
export { call };
export type { ErrorBody } from './teams-kit';
export type Caller = { token: string; id: number };
export type Paged<T> = { data: T[]; meta: { current_page: number; last_page: number; per_page: number; total: number } };

/** Gives a team read-only access to a workspace. */
export async function makeReadOnly(t: TestApp, workspaceId: number, teamId: number): Promise<void> {
  await t.deps.db
    .update(workspaceTeams)
    .set({ access: 'read_only' })
    .where(and(eq(workspaceTeams.workspaceId, workspaceId), eq(workspaceTeams.teamId, teamId)));
}

/**
 * The cast: team A (admin `owner`, member `member`) owns workspaces `ws` ("Alpha") and `ws2`
 * ("Beta") and company `acme`; team G (admin `guest`) is attached to `ws` with full access; team R
 * (member `reader`) is attached read-only; `outsider` administers team B, which owns workspace
 * `wsOut` and company `other`.
 */
export async function scene(t: TestApp, opts: { restrict?: boolean } = {}) {
  const owner: Caller = await signUpUser(t, 'owner@example.com', 'Olive', 'Owner');
  const member: Caller = await signUpUser(t, 'member@example.com', 'Mel', 'Member');
  const guest: Caller = await signUpUser(t, 'guest@example.com', 'Gus', 'Guest');
  const reader: Caller = await signUpUser(t, 'reader@example.com', 'Rea', 'Reader');
  const outsider: Caller = await signUpUser(t, 'outsider@example.com', 'Otto', 'Outsider');
  const teamA = await makeTeam(
    t,
    [
      { userId: owner.id, role: 'admin' },
      { userId: member.id, role: 'member' },
    ],
    'Team A',
  );
  const teamG = await makeTeam(t, [{ userId: guest.id, role: 'admin' }], 'Team G');
  const teamR = await makeTeam(t, [{ userId: reader.id, role: 'member' }], 'Team R');
  const teamB = await makeTeam(t, [{ userId: outsider.id, role: 'admin' }], 'Team B');
  const ws = await makeWorkspace(t, { ownerTeamId: teamA, teamIds: [teamG, teamR], restrict: opts.restrict, name: 'Alpha' });
  await makeReadOnly(t, ws, teamR);
  const ws2 = await makeWorkspace(t, { ownerTeamId: teamA, name: 'Beta' });
  const wsOut = await makeWorkspace(t, { ownerTeamId: teamB, name: 'Outside' });
  const acme = await makeCompany(t, teamA, 'Acme');
  const other = await makeCompany(t, teamB, 'Other');
  return { owner, member, guest, reader, outsider, teamA, teamG, teamR, teamB, ws, ws2, wsOut, acme, other };
}
