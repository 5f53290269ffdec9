import { eq } from 'drizzle-orm';
import type { Team, TeamFindResult } from '@/lib/contract/teams';
import { companies, companyTeams, teamInvites, teams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeTeam, makeWorkspace } from '../../test/fixtures';
import { auth, signUpUser } from '../../test/helpers';
import { call, createTeamVia, form, PNG } from '../../test/teams-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET teams', () => {
  it('needs a token', async () => {
    expect((await call(t, null, 'GET', 'teams')).status).toBe(401);
  });

  it("pages the caller's teams by name with their role, member count and company name", async () => {
    const a = await signUpUser(t, 'a@example.com');
    const b = await signUpUser(t, 'b@example.com');
    await createTeamVia(t, a.token, { name: 'Zulu', company_name: 'Acme' });
    const alpha = await makeTeam(
      t,
      [
        { userId: b.id, role: 'admin' },
        { userId: a.id, role: 'member' },
      ],
      'alpha',
    );
    await makeTeam(t, [{ userId: b.id, role: 'admin' }], 'Not mine');

    const res = await call<{ data: Team[]; meta: Record<string, number> }>(t, a.token, 'GET', 'teams');
    expect(res.status).toBe(200);
    expect(res.body.data.map((x) => [x.name, x.role, x.members_count, x.company_name])).toEqual([
      ['alpha', 'member', 2, null],
      ['Zulu', 'admin', 1, 'Acme'],
    ]);
    expect(res.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });

    const page2 = await call<{ data: Team[]; meta: Record<string, number> }>(t, a.token, 'GET', 'teams?page=2&per_page=1');
    expect(page2.body.data.map((x) => x.name)).toEqual(['Zulu']);
    expect(page2.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    expect(res.body.data[0].id).toBe(alpha);
  });

  it('narrows to one company with company_id', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const acme = await createTeamVia(t, a.token, { name: 'One', company_name: 'Acme' });
    await createTeamVia(t, a.token, { name: 'Two', company_id: String(acme.company_id) });
    await createTeamVia(t, a.token, { name: 'Three', company_name: 'Other' });
    const res = await call<{ data: Team[] }>(t, a.token, 'GET', `teams?company_id=${acme.company_id}`);
    expect(res.body.data.map((x) => x.name)).toEqual(['One', 'Two']);
  });

  it('answers 422 with field errors for a bad page size', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const res = await call(t, a.token, 'GET', 'teams?per_page=0');
    expect(res.status).toBe(422);
    expect(res.body.errors.per_page).toBeDefined();
  });
});

describe('POST teams', () => {
  it('needs a token', async () => {
    expect((await call(t, null, 'POST', 'teams', form({ name: 'X' }))).status).toBe(401);
  });

  it('creates a team with an image and a new company; the creator is admin', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const res = await call<{ data: Team }>(
      t,
      a.token,
      'POST',
      'teams',
      form({ name: 'Sales', description: 'Field team', company_name: 'Acme Café', image: new Blob([PNG], { type: 'image/png' }) }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Sales', description: 'Field team', role: 'admin', members_count: 1, company_name: 'Acme Café' });
    expect(res.body.data.image).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    const [company] = await t.deps.db
      .select()
      .from(companies)
      .where(eq(companies.id, res.body.data.company_id ?? 0));
    expect(company.subdomain).toBe('acme-cafe');
    expect(await t.deps.db.select().from(companyTeams)).toEqual([{ companyId: company.id, teamId: res.body.data.id }]);
  });

  it('makes the subdomain unique with -2, -3', async () => {
    const a = await signUpUser(t, 'a@example.com');
    for (const name of ['A', 'B', 'C']) await createTeamVia(t, a.token, { name, company_name: 'Acme!' });
    const rows = await t.deps.db.select({ s: companies.subdomain }).from(companies).orderBy(companies.id);
    expect(rows.map((r) => r.s)).toEqual(['acme', 'acme-2', 'acme-3']);
  });

  it("joins one of the caller's companies with company_id, and refuses someone else's", async () => {
    const a = await signUpUser(t, 'a@example.com');
    const b = await signUpUser(t, 'b@example.com');
    const first = await createTeamVia(t, a.token, { name: 'First', company_name: 'Acme' });
    const second = await createTeamVia(t, a.token, { name: 'Second', company_id: String(first.company_id), company_name: '' });
    expect(second).toMatchObject({ company_id: first.company_id, company_name: 'Acme' });

    const res = await call(t, b.token, 'POST', 'teams', form({ name: 'Intruder', company_id: String(first.company_id) }));
    expect(res.status).toBe(422);
    expect(res.body.errors.company_id).toEqual(['The selected company is invalid.']);
    expect(await t.deps.db.select().from(teams)).toHaveLength(2);
  });

  it('answers 422 with field errors and stores nothing', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const missing = await call(t, a.token, 'POST', 'teams', form({ description: 'x' }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors.name).toEqual(['The name field is required.']);
    const both = await call(t, a.token, 'POST', 'teams', form({ name: 'X', company_name: 'Acme', company_id: '3' }));
    expect(both.body.errors.company_id).toBeDefined();
    const badImage = await call(t, a.token, 'POST', 'teams', form({ name: 'X', image: new Blob(['<svg/>'], { type: 'image/png' }) }));
    expect(badImage.status).toBe(422);
    expect(badImage.body.errors.image).toBeDefined();
    expect(await t.deps.db.select().from(teams)).toHaveLength(0);
  });
});

describe('GET teams/find', () => {
  it('needs a token and a valid email', async () => {
    const a = await signUpUser(t, 'a@example.com');
    expect((await call(t, null, 'GET', 'teams/find?email=b@example.com')).status).toBe(401);
    const res = await call(t, a.token, 'GET', 'teams/find?email=nope');
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['The email must be a valid email address.']);
    expect((await call(t, a.token, 'GET', 'teams/find')).body.errors.email).toEqual(['The email field is required.']);
  });

  it('says who has that email and which of my admin teams they can still join', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const b = await signUpUser(t, 'b@example.com', 'Bea', 'Smith');
    const open = await makeTeam(t, [{ userId: a.id, role: 'admin' }], 'Open');
    await makeTeam(
      t,
      [
        { userId: a.id, role: 'admin' },
        { userId: b.id, role: 'member' },
      ],
      'Joined',
    );
    const invited = await makeTeam(t, [{ userId: a.id, role: 'admin' }], 'Invited');
    await t.deps.db.insert(teamInvites).values({ teamId: invited, email: 'b@example.com', role: 'member', invitedBy: a.id });
    await makeTeam(
      t,
      [
        { userId: b.id, role: 'admin' },
        { userId: a.id, role: 'member' },
      ],
      'Not admin',
    );

    const res = await call<{ data: TeamFindResult }>(t, a.token, 'GET', 'teams/find?email=B@Example.com');
    expect(res.status).toBe(200);
    expect(res.body.data.user).toEqual({ id: b.id, first_name: 'Bea', last_name: 'Smith', email: 'b@example.com', image: null });
    expect(res.body.data.teams.map((x) => x.id)).toEqual([open]);
  });

  it('answers user null for an email without an account, or with an unfinished sign-up', async () => {
    const a = await signUpUser(t, 'a@example.com');
    await makeTeam(t, [{ userId: a.id, role: 'admin' }], 'Open');
    const res = await call<{ data: TeamFindResult }>(t, a.token, 'GET', 'teams/find?email=new@example.com');
    expect(res.body.data.user).toBeNull();
    expect(res.body.data.teams.map((x) => x.name)).toEqual(['Open']);
    // Signed up but never verified the code: not an account yet.
    await call(t, null, 'POST', 'auth/signup', { email: 'half@example.com', first_name: 'Half', last_name: 'Done' });
    expect((await call<{ data: TeamFindResult }>(t, a.token, 'GET', 'teams/find?email=half@example.com')).body.data.user).toBeNull();
  });
});

describe('GET teams/{id}', () => {
  it('shows members to members, and pending invites only to admins', async () => {
    const a = await signUpUser(t, 'a@example.com', 'Ann');
    const b = await signUpUser(t, 'b@example.com', 'Bob');
    const id = await makeTeam(t, [
      { userId: a.id, role: 'admin' },
      { userId: b.id, role: 'member' },
    ]);
    await t.deps.db.insert(teamInvites).values({ teamId: id, email: 'c@example.com', role: 'member', invitedBy: a.id });

    const asAdmin = await call<{ data: Team }>(t, a.token, 'GET', `teams/${id}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.members?.map((m) => [m.user.first_name, m.role])).toEqual([
      ['Ann', 'admin'],
      ['Bob', 'member'],
    ]);
    expect(asAdmin.body.data.invites).toEqual([expect.objectContaining({ email: 'c@example.com', role: 'member' })]);

    const asMember = await call<{ data: Team }>(t, b.token, 'GET', `teams/${id}`);
    expect(asMember.body.data.role).toBe('member');
    expect(asMember.body.data.members).toHaveLength(2);
    expect(asMember.body.data.invites).toBeUndefined();
  });

  it('answers 404 to outsiders and for malformed ids, 401 without a token', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const b = await signUpUser(t, 'b@example.com');
    const id = await makeTeam(t, [{ userId: a.id, role: 'admin' }]);
    expect((await call(t, b.token, 'GET', `teams/${id}`)).status).toBe(404);
    expect((await call(t, a.token, 'GET', 'teams/abc')).status).toBe(404);
    expect((await call(t, null, 'GET', `teams/${id}`)).status).toBe(401);
  });
});

describe('POST teams/{id}', () => {
  it('lets admins change name, description and image', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const team = await createTeamVia(t, a.token, { name: 'Old', description: 'Old text' });
    const res = await call<{ data: Team }>(t, a.token, 'POST', `teams/${team.id}`, form({ name: 'New', description: '', image: new Blob([PNG]) }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'New', description: null });
    expect(res.body.data.image).toMatch(/^\/api\/uploads\//);
  });

  it('answers 422, 403 to members, 404 to outsiders, 401 without a token', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const b = await signUpUser(t, 'b@example.com');
    const c = await signUpUser(t, 'c@example.com');
    const id = await makeTeam(
      t,
      [
        { userId: a.id, role: 'admin' },
        { userId: b.id, role: 'member' },
      ],
      'Keep',
    );
    const bad = await call(t, a.token, 'POST', `teams/${id}`, form({ name: '  ' }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name).toEqual(['The name field is required.']);
    expect((await call(t, b.token, 'POST', `teams/${id}`, form({ name: 'X' }))).status).toBe(403);
    expect((await call(t, c.token, 'POST', `teams/${id}`, form({ name: 'X' }))).status).toBe(404);
    expect((await call(t, null, 'POST', `teams/${id}`, form({ name: 'X' }))).status).toBe(401);
    const [row] = await t.deps.db.select().from(teams).where(eq(teams.id, id));
    expect(row.name).toBe('Keep');
  });

  it('checks access before the body: a malformed or oversized body is 404 to outsiders and 403 to members, 422/413 to admins', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const b = await signUpUser(t, 'b@example.com');
    const c = await signUpUser(t, 'c@example.com');
    const id = await makeTeam(
      t,
      [
        { userId: a.id, role: 'admin' },
        { userId: b.id, role: 'member' },
      ],
      'Keep',
    );
    const send = async (token: string, path: string, type: string, body: string, length?: number) => {
      const headers: Record<string, string> = { ...auth(token), 'content-type': type };
      if (length !== undefined) headers['content-length'] = String(length);
      return (await t.app.request(`/api/${path}`, { method: 'POST', headers, body })).status;
    };
    const malformed = ['multipart/form-data; boundary=nope', 'not a form'] as const;
    expect(await send(c.token, `teams/${id}`, ...malformed)).toBe(404);
    expect(await send(b.token, `teams/${id}`, ...malformed)).toBe(403);
    expect(await send(a.token, `teams/${id}`, ...malformed)).toBe(422);
    const oversized = t.deps.config.uploadMaxBytes + 65 * 1024;
    expect(await send(c.token, `teams/${id}`, 'multipart/form-data; boundary=x', 'x', oversized)).toBe(404);
    expect(await send(b.token, `teams/${id}`, 'multipart/form-data; boundary=x', 'x', oversized)).toBe(403);
    expect(await send(a.token, `teams/${id}`, 'multipart/form-data; boundary=x', 'x', oversized)).toBe(413);
    // The invite's JSON body too (malformed JSON is refused for every route by guardInput, first).
    for (const body of ['{"email":"nope","role":"owner"}', '"not an object"']) {
      expect(await send(c.token, `teams/${id}/invite`, 'application/json', body)).toBe(404);
      expect(await send(b.token, `teams/${id}/invite`, 'application/json', body)).toBe(403);
      expect(await send(a.token, `teams/${id}/invite`, 'application/json', body)).toBe(422);
    }
    // Another content type is still the router's 415, once the caller may invite.
    expect(await send(c.token, `teams/${id}/invite`, 'text/plain', 'x')).toBe(404);
    expect(await send(a.token, `teams/${id}/invite`, 'text/plain', 'x')).toBe(415);
    const [row] = await t.deps.db.select().from(teams).where(eq(teams.id, id));
    expect(row.name).toBe('Keep');
    expect(await t.deps.db.select().from(teamInvites)).toEqual([]);
  });
});

describe('DELETE teams/{id}', () => {
  it('lets admins delete the team', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const id = await makeTeam(t, [{ userId: a.id, role: 'admin' }]);
    const res = await call(t, a.token, 'DELETE', `teams/${id}`);
    expect(res).toEqual({ status: 200, body: { message: 'Team has been deleted.' } });
    expect(await t.deps.db.select().from(teams)).toHaveLength(0);
  });

  it('refuses (422) while the team owns workspaces', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const id = await makeTeam(t, [{ userId: a.id, role: 'admin' }]);
    await makeWorkspace(t, { ownerTeamId: id });
    const res = await call(t, a.token, 'DELETE', `teams/${id}`);
    expect(res.status).toBe(422);
    expect(res.body.errors.team).toBeDefined();
  });

  it('answers 403 to members, 404 to outsiders, 401 without a token', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const b = await signUpUser(t, 'b@example.com');
    const c = await signUpUser(t, 'c@example.com');
    const id = await makeTeam(t, [
      { userId: a.id, role: 'admin' },
      { userId: b.id, role: 'member' },
    ]);
    expect((await call(t, b.token, 'DELETE', `teams/${id}`)).status).toBe(403);
    expect((await call(t, c.token, 'DELETE', `teams/${id}`)).status).toBe(404);
    expect((await call(t, null, 'DELETE', `teams/${id}`)).status).toBe(401);
    expect(await t.deps.db.select().from(teams)).toHaveLength(1);
  });
});
