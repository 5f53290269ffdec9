import { eq } from 'drizzle-orm';
import type { Company } from '@/lib/contract/companies';
import { companyTeams, teams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeTeam } from '../../test/fixtures';
import { call, createCompanyVia, scene } from '../../test/companies-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const teamCompany = async (teamId: number) => (await t.deps.db.select({ companyId: teams.companyId }).from(teams).where(eq(teams.id, teamId)))[0].companyId;

describe('POST companies/{id}/team', () => {
  it('links another team the caller administers; its members then see the company', async () => {
    const s = await scene(t);
    const teamC = await makeTeam(
      t,
      [
        { userId: s.owner.id, role: 'admin' },
        { userId: s.outsider.id, role: 'member' },
      ],
      'Team C',
    );
    const res = await call<{ data: Company }>(t, s.owner.token, 'POST', `companies/${s.acme.id}/team`, { team_id: teamC });
    expect(res.status).toBe(200);
    expect(res.body.data.teams.map((x) => [x.name, x.role])).toEqual([
      ['Team A', 'admin'],
      ['Team C', 'admin'],
    ]);
    expect(await teamCompany(teamC)).toBe(s.acme.id);
    const seen = await call<{ data: Company }>(t, s.outsider.token, 'GET', `companies/${s.acme.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.teams.map((x) => x.role)).toEqual([null, 'member']);
  });

  it('answers 422 for a team the caller does not administer, one already linked, or none', async () => {
    const s = await scene(t);
    const memberTeam = await makeTeam(t, [
      { userId: s.outsider.id, role: 'admin' },
      { userId: s.owner.id, role: 'member' },
    ]);
    const notAdmin = await call(t, s.owner.token, 'POST', `companies/${s.acme.id}/team`, { team_id: memberTeam });
    expect(notAdmin.status).toBe(422);
    expect(notAdmin.body.errors.team_id).toEqual(['Only admins of the selected team can link it to a company.']);
    const foreign = await call(t, s.owner.token, 'POST', `companies/${s.acme.id}/team`, { team_id: s.teamB });
    expect(foreign.body.errors.team_id).toEqual(['The selected team is invalid.']);
    const again = await call(t, s.owner.token, 'POST', `companies/${s.acme.id}/team`, { team_id: s.teamA });
    expect(again.body.errors.team_id).toEqual(['This team is already linked to the company.']);
    const none = await call(t, s.owner.token, 'POST', `companies/${s.acme.id}/team`, {});
    expect(none.body.errors.team_id).toEqual(['The team field is required.']);
  });

  it('is for company admins: members get 403, outsiders 404, no token 401', async () => {
    const s = await scene(t);
    expect((await call(t, s.member.token, 'POST', `companies/${s.acme.id}/team`, { team_id: s.teamA })).status).toBe(403);
    expect((await call(t, s.outsider.token, 'POST', `companies/${s.acme.id}/team`, { team_id: s.teamB })).status).toBe(404);
    expect((await call(t, null, 'POST', `companies/${s.acme.id}/team`, { team_id: s.teamA })).status).toBe(401);
  });
});

describe('DELETE companies/{id}/team/{teamId}', () => {
  it('unlinks a team; a team whose own company it was moves to its other one', async () => {
    const s = await scene(t);
    const teamC = await makeTeam(t, [{ userId: s.owner.id, role: 'admin' }], 'Team C');
    const beta = await createCompanyVia(t, s.owner.token, { name: 'Beta', subdomain: 'beta', team_id: String(teamC) });
    await call(t, s.owner.token, 'POST', `companies/${s.acme.id}/team`, { team_id: teamC });
    // Team A's own company is Acme; it also joins Beta, then leaves Acme.
    await call(t, s.owner.token, 'POST', `companies/${beta.id}/team`, { team_id: s.teamA });
    const res = await call<{ message: string }>(t, s.owner.token, 'DELETE', `companies/${s.acme.id}/team/${s.teamA}`);
    expect(res).toEqual({ status: 200, body: { message: 'Team has been removed from the company.' } });
    expect(await t.deps.db.select().from(companyTeams).where(eq(companyTeams.companyId, s.acme.id))).toEqual([{ companyId: s.acme.id, teamId: teamC }]);
    expect(await teamCompany(s.teamA)).toBe(beta.id);
    // The member of team A no longer sees Acme.
    expect((await call(t, s.member.token, 'GET', `companies/${s.acme.id}`)).status).toBe(404);
  });

  it('keeps the last team (422) and answers 404 for a team that is not linked', async () => {
    const s = await scene(t);
    const last = await call(t, s.owner.token, 'DELETE', `companies/${s.acme.id}/team/${s.teamA}`);
    expect(last.status).toBe(422);
    expect(last.body.errors.team).toEqual(['A company must keep at least one team. Delete the company instead.']);
    expect((await call(t, s.owner.token, 'DELETE', `companies/${s.acme.id}/team/${s.teamB}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'DELETE', `companies/${s.acme.id}/team/abc`)).status).toBe(404);
  });

  it('is for company admins: members get 403, outsiders 404', async () => {
    const s = await scene(t);
    expect((await call(t, s.member.token, 'DELETE', `companies/${s.acme.id}/team/${s.teamA}`)).status).toBe(403);
    expect((await call(t, s.outsider.token, 'DELETE', `companies/${s.acme.id}/team/${s.teamA}`)).status).toBe(404);
  });
});
