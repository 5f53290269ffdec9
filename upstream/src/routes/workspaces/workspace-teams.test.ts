import { workspaceTeams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeTeam, makeWorkspace } from '../../test/fixtures';
import { call, notificationsOf, scene, signUp } from '../../test/workspaces-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** The scene plus team B attached to W (its admin is the "outsider", now a manager of W). */
async function withTeamB() {
  const s = await scene(t);
  await t.deps.db.insert(workspaceTeams).values({ workspaceId: s.ws, teamId: s.teamB });
  return s;
}

describe('POST workspaces/{id}/add', () => {
  it('lets a manager attach a team they administer', async () => {
    const s = await scene(t);
    const teamA2 = await makeTeam(t, [{ userId: s.owner.id, role: 'admin' }], 'Team A2');
    const res = await call(t, 'POST', `workspaces/${s.ws}/add`, s.owner.token, { team_id: teamA2 });
    expect(res.status).toBe(200);
    expect(res.body.data?.team_ids).toEqual([s.teamA, teamA2]);
    expect(res.body.data?.teams[1]).toMatchObject({ id: teamA2, access: 'full', is_owner: false, is_admin: true });
  });

  it('refuses teams the caller does not administer or already attached (422), members (403), other teams (404), anonymous (401)', async () => {
    const s = await scene(t);
    expect((await call(t, 'POST', `workspaces/${s.ws}/add`, s.owner.token, { team_id: s.teamB })).body.errors?.team_id).toEqual([
      'You can only add teams you are an admin of.',
    ]);
    expect((await call(t, 'POST', `workspaces/${s.ws}/add`, s.owner.token, { team_id: s.teamA })).body.errors?.team_id).toEqual([
      'This team is already in the workspace.',
    ]);
    expect((await call(t, 'POST', `workspaces/${s.ws}/add`, s.owner.token, {})).status).toBe(422);
    expect((await call(t, 'POST', `workspaces/${s.ws}/add`, s.member.token, { team_id: s.teamA })).status).toBe(403);
    expect((await call(t, 'POST', `workspaces/${s.ws}/add`, s.outsider.token, { team_id: s.teamB })).status).toBe(404);
    expect((await call(t, 'POST', `workspaces/${s.ws}/add`, undefined, { team_id: s.teamB })).status).toBe(401);
  });
});

describe('PUT workspaces/{id}/teams/{teamId}', () => {
  it('sets a team’s access, for the owner team’s admins', async () => {
    const s = await withTeamB();
    const res = await call(t, 'PUT', `workspaces/${s.ws}/teams/${s.teamB}`, s.owner.token, { access: 'read_only' });
    expect(res.status).toBe(200);
    expect(res.body.data?.teams.find((x) => x.id === s.teamB)?.access).toBe('read_only');
  });

  it('keeps the owner team at full access (422) and refuses bad values, managers, outsiders and anonymous callers', async () => {
    const s = await withTeamB();
    const owner = await call(t, 'PUT', `workspaces/${s.ws}/teams/${s.teamA}`, s.owner.token, { access: 'read_only' });
    expect(owner.status).toBe(422);
    expect(owner.body.errors?.access).toEqual(['The owner team always has full access.']);
    expect((await call(t, 'PUT', `workspaces/${s.ws}/teams/${s.teamB}`, s.owner.token, { access: 'write' })).status).toBe(422);
    expect((await call(t, 'PUT', `workspaces/${s.ws}/teams/999`, s.owner.token, { access: 'full' })).status).toBe(404);
    expect((await call(t, 'PUT', `workspaces/${s.ws}/teams/${s.teamB}`, s.outsider.token, { access: 'full' })).status).toBe(403);
    const stranger = await signUp(t, 'stranger@example.com');
    expect((await call(t, 'PUT', `workspaces/${s.ws}/teams/${s.teamB}`, stranger.token, { access: 'full' })).status).toBe(404);
    expect((await call(t, 'PUT', `workspaces/${s.ws}/teams/${s.teamB}`, undefined, { access: 'full' })).status).toBe(401);
  });
});

describe('DELETE workspaces/{id}/teams/{teamId}', () => {
  it('removes an attached team, for the owner team’s admins', async () => {
    const s = await withTeamB();
    const res = await call(t, 'DELETE', `workspaces/${s.ws}/teams/${s.teamB}`, s.owner.token);
    expect(res.status).toBe(200);
    expect(res.body.data?.team_ids).toEqual([s.teamA]);
    expect((await call(t, 'GET', `workspaces/${s.ws}`, s.outsider.token)).status).toBe(404);
  });

  it('never removes the owner team (422), and refuses managers (403), strangers (404), anonymous (401)', async () => {
    const s = await withTeamB();
    const res = await call(t, 'DELETE', `workspaces/${s.ws}/teams/${s.teamA}`, s.owner.token);
    expect(res.status).toBe(422);
    expect(res.body.errors?.team_id).toEqual(['The owner team cannot be removed from the workspace.']);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/teams/${s.teamA}`, s.outsider.token)).status).toBe(403);
    const stranger = await signUp(t, 'stranger@example.com');
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/teams/${s.teamB}`, stranger.token)).status).toBe(404);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/teams/${s.teamB}`)).status).toBe(401);
  });
});

describe('DELETE workspaces/{id}/team/{teamId}/leave', () => {
  it('lets an admin of an attached team take it out', async () => {
    const s = await withTeamB();
    const res = await call(t, 'DELETE', `workspaces/${s.ws}/team/${s.teamB}/leave`, s.outsider.token);
    expect(res).toEqual({ status: 200, body: { message: 'You have left the workspace.' } });
    expect((await call(t, 'GET', `workspaces/${s.ws}`, s.outsider.token)).status).toBe(404);
  });

  it('keeps the owner team (422), refuses plain members (403), other teams (404) and anonymous callers (401)', async () => {
    const s = await withTeamB();
    const res = await call(t, 'DELETE', `workspaces/${s.ws}/team/${s.teamA}/leave`, s.owner.token);
    expect(res.status).toBe(422);
    expect(res.body.errors?.team_id?.[0]).toMatch(/cannot leave/);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/team/${s.teamA}/leave`, s.member.token)).status).toBe(403);
    // B's admin cannot take team A out, and a stranger cannot see the workspace at all.
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/team/${s.teamA}/leave`, s.outsider.token)).status).toBe(404);
    const stranger = await signUp(t, 'stranger@example.com');
    const teamS = await makeTeam(t, [{ userId: stranger.id, role: 'admin' }]);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/team/${teamS}/leave`, stranger.token)).status).toBe(404);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/team/${s.teamB}/leave`)).status).toBe(401);
  });
});

describe('POST workspaces/{id}/transfer', () => {
  it('hands the workspace to an attached team with full access and tells its admins', async () => {
    const s = await withTeamB();
    await call(t, 'PUT', `workspaces/${s.ws}/teams/${s.teamB}`, s.owner.token, { access: 'read_only' });
    const res = await call(t, 'POST', `workspaces/${s.ws}/transfer`, s.owner.token, { team_id: s.teamB });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ owner_team_id: s.teamB, team_ids: [s.teamA, s.teamB] });
    expect(res.body.data?.teams.find((x) => x.id === s.teamB)).toMatchObject({ is_owner: true, access: 'full' });
    expect(notificationsOf(t, s.outsider.id)).toEqual([
      expect.objectContaining({ type: 'OwnershipTransferred', kind: 'workspace_ownership_transferred', url: `/workspace/${s.ws}`, workspace_id: s.ws }),
    ]);
    // Now B's admin administers it and A's admin only manages it.
    expect((await call(t, 'POST', `workspaces/${s.ws}/transfer`, s.owner.token, { team_id: s.teamA })).status).toBe(403);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}/teams/${s.teamA}`, s.outsider.token)).status).toBe(200);
  });

  it('answers 422 for teams not attached or already owning it, 403 for managers, 404 for strangers, 401 anonymous', async () => {
    const s = await withTeamB();
    const other = await makeTeam(t, [{ userId: s.owner.id, role: 'admin' }]);
    expect((await call(t, 'POST', `workspaces/${s.ws}/transfer`, s.owner.token, { team_id: other })).body.errors?.team_id).toEqual([
      'The new owner must be a team of the workspace.',
    ]);
    expect((await call(t, 'POST', `workspaces/${s.ws}/transfer`, s.owner.token, { team_id: s.teamA })).body.errors?.team_id).toEqual([
      'This team already owns the workspace.',
    ]);
    expect((await call(t, 'POST', `workspaces/${s.ws}/transfer`, s.owner.token, { team_id: 'x' })).status).toBe(422);
    expect((await call(t, 'POST', `workspaces/${s.ws}/transfer`, s.outsider.token, { team_id: s.teamB })).status).toBe(403);
    const stranger = await signUp(t, 'stranger@example.com');
    expect((await call(t, 'POST', `workspaces/${s.ws}/transfer`, stranger.token, { team_id: s.teamB })).status).toBe(404);
    expect((await call(t, 'POST', `workspaces/${s.ws}/transfer`, undefined, { team_id: s.teamB })).status).toBe(401);
  });

  it('lets a manager that is not the owner set goals, but not edit or transfer', async () => {
    const s = await withTeamB();
    expect((await call(t, 'POST', `workspaces/${s.ws}/goals`, s.outsider.token, { goals: 'Ours too' })).status).toBe(200);
    expect((await call(t, 'DELETE', `workspaces/${s.ws}`, s.outsider.token)).status).toBe(403);
    const pendingWs = await makeWorkspace(t, { ownerTeamId: s.teamA, teamIds: [s.teamB], approval: 'pending' });
    expect((await call(t, 'POST', `workspaces/${pendingWs}/transfer`, s.owner.token, { team_id: s.teamB })).status).toBe(422);
  });
});
