import { eq } from 'drizzle-orm';
import type { Company } from '@/lib/contract/companies';
import { brands, companies, companyTeams, teams, uploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeTeam } from '../../test/fixtures';
import { auth, signUpUser } from '../../test/helpers';
import { call, createCompanyVia, form, png, PNG, scene } from '../../test/companies-kit';
import type { Paged } from '../../test/companies-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET companies', () => {
  it('needs a token', async () => {
    expect((await call(t, null, 'GET', 'companies')).status).toBe(401);
  });

  it("lists only the companies of the caller's teams, with access, teams and counts", async () => {
    const s = await scene(t);
    await t.deps.db.insert(brands).values([
      { companyId: s.acme.id, name: 'B1' },
      { companyId: s.acme.id, name: 'B2' },
    ]);
    const mine = await call<Paged<Company>>(t, s.owner.token, 'GET', 'companies');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((c) => c.name)).toEqual(['Acme']);
    expect(mine.body.data[0]).toMatchObject({ subdomain: 'acme', can_edit: true, teams: [{ id: s.teamA, name: 'Team A', role: 'admin' }] });
    expect(mine.body.data[0].counts).toEqual({ brands: 2, products: 0, retailers: 0, partners: 0, distributors: 0 });
    expect(mine.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 1 });

    const member = await call<Paged<Company>>(t, s.member.token, 'GET', 'companies');
    expect(member.body.data.map((c) => [c.name, c.can_edit, c.teams[0].role])).toEqual([['Acme', false, 'member']]);
  });

  it('pages, sorts and searches by name', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const team = await makeTeam(t, [{ userId: a.id, role: 'admin' }]);
    for (const name of ['Bravo', 'Alpha', 'Charlie', 'Alpine'])
      await createCompanyVia(t, a.token, { name, subdomain: name.toLowerCase(), team_id: String(team) });
    const page1 = await call<Paged<Company>>(t, a.token, 'GET', 'companies?per_page=3');
    expect(page1.body.data.map((c) => c.name)).toEqual(['Alpha', 'Alpine', 'Bravo']);
    expect(page1.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 3, total: 4 });
    const page2 = await call<Paged<Company>>(t, a.token, 'GET', 'companies?per_page=3&page=2');
    expect(page2.body.data.map((c) => c.name)).toEqual(['Charlie']);
    const desc = await call<Paged<Company>>(t, a.token, 'GET', 'companies?sort=-name');
    expect(desc.body.data.map((c) => c.name)).toEqual(['Charlie', 'Bravo', 'Alpine', 'Alpha']);
    const newest = await call<Paged<Company>>(t, a.token, 'GET', 'companies?sort=-created_at');
    expect(newest.body.data.map((c) => c.name)).toEqual(['Alpine', 'Charlie', 'Alpha', 'Bravo']);
    const found = await call<Paged<Company>>(t, a.token, 'GET', 'companies?search=alp');
    expect(found.body.data.map((c) => c.name)).toEqual(['Alpha', 'Alpine']);
    expect(found.body.meta.total).toBe(2);
    const wildcard = await call<Paged<Company>>(t, a.token, 'GET', 'companies?search=%25');
    expect(wildcard.body.data).toEqual([]);
  });

  it('answers 422 for a bad sort or page size', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const res = await call(t, a.token, 'GET', 'companies?sort=size&per_page=0');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['per_page', 'sort']);
  });
});

describe('POST companies', () => {
  it('needs a token', async () => {
    expect((await call(t, null, 'POST', 'companies', form({ name: 'X' }))).status).toBe(401);
  });

  it('creates a company with an image, owned by one of the caller’s admin teams', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const team = await makeTeam(t, [{ userId: a.id, role: 'admin' }], 'Sales');
    const res = await call<{ data: Company }>(
      t,
      a.token,
      'POST',
      'companies',
      form({
        name: 'Acme Café',
        subdomain: 'Acme-Cafe',
        description: 'Coffee',
        website: 'https://acme.example',
        industry: 'Food',
        team_id: String(team),
        image: png(),
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Acme Café',
      subdomain: 'acme-cafe',
      description: 'Coffee',
      website: 'https://acme.example',
      industry: 'Food',
      can_edit: true,
      teams: [{ id: team, name: 'Sales', role: 'admin' }],
    });
    expect(await t.deps.db.select().from(companyTeams)).toEqual([{ companyId: res.body.data.id, teamId: team }]);
    const [row] = await t.deps.db.select({ companyId: teams.companyId }).from(teams).where(eq(teams.id, team));
    expect(row.companyId).toBe(res.body.data.id);

    // The image round trip: the URL serves the bytes sent.
    expect(res.body.data.image).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    const img = await t.app.request(res.body.data.image ?? '');
    expect(img.status).toBe(200);
    expect(Buffer.from(await img.arrayBuffer())).toEqual(PNG);
  });

  it('answers 422 with field errors and stores no image', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const res = await call(t, a.token, 'POST', 'companies', form({ name: ' ', subdomain: '-x', website: 'ftp://x', image: png() }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name', 'subdomain', 'team_id', 'website']);
    expect(res.body.errors.name).toEqual(['The name field is required.']);
    expect(await t.deps.db.select().from(uploads)).toEqual([]);
  });

  it('stores a website typed without a scheme with https://, and says one thing about a bad one', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const team = await makeTeam(t, [{ userId: a.id, role: 'admin' }]);
    const res = await call<{ data: Company }>(
      t,
      a.token,
      'POST',
      'companies',
      form({ name: 'Northwind', subdomain: 'northwind', website: 'northwind.example', team_id: String(team) }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.website).toBe('https://northwind.example');
    const [row] = await t.deps.db.select({ website: companies.website }).from(companies).where(eq(companies.id, res.body.data.id));
    expect(row.website).toBe('https://northwind.example');
    const bad = await call(t, a.token, 'POST', 'companies', form({ name: 'Bad', subdomain: 'bad', website: 'not a url', team_id: String(team) }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ website: ['The website must be a valid URL.'] });
  });

  it('refuses a team the caller does not administer, and a taken subdomain', async () => {
    const s = await scene(t);
    const asMember = await call(t, s.member.token, 'POST', 'companies', form({ name: 'M', subdomain: 'mmm', team_id: String(s.teamA) }));
    expect(asMember.status).toBe(422);
    expect(asMember.body.errors.team_id).toEqual(['Only admins of the selected team can link it to a company.']);
    const foreign = await call(t, s.owner.token, 'POST', 'companies', form({ name: 'F', subdomain: 'fff', team_id: String(s.teamB) }));
    expect(foreign.body.errors.team_id).toEqual(['The selected team is invalid.']);
    const missing = await call(t, s.owner.token, 'POST', 'companies', form({ name: 'F', subdomain: 'fff', team_id: '999999' }));
    expect(missing.body.errors.team_id).toEqual(['The selected team is invalid.']);
    const taken = await call(t, s.owner.token, 'POST', 'companies', form({ name: 'O', subdomain: 'OTHER', team_id: String(s.teamA) }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.subdomain).toEqual(['The subdomain has already been taken.']);
  });

  it('answers 422 for a body that is not multipart', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const res = await call(t, a.token, 'POST', 'companies', { name: 'Acme' });
    expect(res.status).toBe(422);
  });
});

describe('GET companies/{id}', () => {
  it('shows the company to members; outsiders and unknown ids get 404', async () => {
    const s = await scene(t);
    const asMember = await call<{ data: Company }>(t, s.member.token, 'GET', `companies/${s.acme.id}`);
    expect(asMember.status).toBe(200);
    expect(asMember.body.data).toMatchObject({ id: s.acme.id, name: 'Acme', can_edit: false });
    expect((await call(t, s.outsider.token, 'GET', `companies/${s.acme.id}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', 'companies/999999')).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', 'companies/99999999999')).status).toBe(404);
    expect((await call(t, null, 'GET', `companies/${s.acme.id}`)).status).toBe(401);
  });
});

describe('update companies/{id}', () => {
  it('updates with POST _method=PUT multipart: fields sent change, empty ones clear, a new image replaces', async () => {
    const s = await scene(t);
    await call(t, s.owner.token, 'POST', `companies/${s.acme.id}`, form({ _method: 'PUT', website: 'https://acme.example', industry: 'Food' }));
    const res = await call<{ data: Company }>(
      t,
      s.owner.token,
      'POST',
      `companies/${s.acme.id}`,
      form({
        _method: 'PUT',
        name: 'Acme Inc',
        subdomain: 'acme-inc',
        description: 'New',
        website: '',
        image: png(),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Acme Inc', subdomain: 'acme-inc', description: 'New', website: null, industry: 'Food' });
    expect(res.body.data.image).toMatch(/^\/api\/uploads\//);
  });

  it('accepts PUT too, and the company’s own subdomain', async () => {
    const s = await scene(t);
    const res = await call<{ data: Company }>(t, s.owner.token, 'PUT', `companies/${s.acme.id}`, form({ subdomain: 'acme', industry: 'Tools' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ subdomain: 'acme', industry: 'Tools', name: 'Acme' });
  });

  it('answers 422 for a taken subdomain, a blank name or a bad URL', async () => {
    const s = await scene(t);
    const res = await call(t, s.owner.token, 'POST', `companies/${s.acme.id}`, form({ _method: 'PUT', subdomain: 'other' }));
    expect(res.status).toBe(422);
    expect(res.body.errors.subdomain).toEqual(['The subdomain has already been taken.']);
    const bad = await call(t, s.owner.token, 'POST', `companies/${s.acme.id}`, form({ _method: 'PUT', name: '', website: 'not a url' }));
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'website']);
  });

  it('is for admins: members get 403, outsiders 404', async () => {
    const s = await scene(t);
    expect((await call(t, s.member.token, 'POST', `companies/${s.acme.id}`, form({ _method: 'PUT', name: 'X' }))).status).toBe(403);
    expect((await call(t, s.outsider.token, 'POST', `companies/${s.acme.id}`, form({ _method: 'PUT', name: '' }))).status).toBe(404);
    expect((await call(t, s.outsider.token, 'PUT', `companies/${s.acme.id}`, form({ name: 'X' }))).status).toBe(404);
    const [row] = await t.deps.db.select({ name: companies.name }).from(companies).where(eq(companies.id, s.acme.id));
    expect(row.name).toBe('Acme');
  });

  it('checks access before the body: a malformed or oversized body is 404 to outsiders and 403 to members, 422/413 to admins', async () => {
    const s = await scene(t);
    const send = async (token: string, method: string, path: string, type: string, body: string, length?: number) => {
      const headers: Record<string, string> = { ...auth(token), 'content-type': type };
      if (length !== undefined) headers['content-length'] = String(length);
      return (await t.app.request(`/api/${path}`, { method, headers, body })).status;
    };
    const oversized = t.deps.config.uploadMaxBytes + 65 * 1024;
    for (const method of ['POST', 'PUT']) {
      const path = `companies/${s.acme.id}`;
      const malformed = ['multipart/form-data; boundary=nope', 'not a form'] as const;
      expect(await send(s.outsider.token, method, path, ...malformed)).toBe(404);
      expect(await send(s.member.token, method, path, ...malformed)).toBe(403);
      expect(await send(s.owner.token, method, path, ...malformed)).toBe(422);
      expect(await send(s.outsider.token, method, path, 'multipart/form-data; boundary=x', 'x', oversized)).toBe(404);
      expect(await send(s.member.token, method, path, 'multipart/form-data; boundary=x', 'x', oversized)).toBe(403);
      expect(await send(s.owner.token, method, path, 'multipart/form-data; boundary=x', 'x', oversized)).toBe(413);
    }
    // JSON that is not an object (malformed JSON is refused for every route by guardInput, first).
    const team = `companies/${s.acme.id}/team`;
    expect(await send(s.outsider.token, 'POST', team, 'application/json', '[1]')).toBe(404);
    expect(await send(s.member.token, 'POST', team, 'application/json', '[1]')).toBe(403);
    expect(await send(s.owner.token, 'POST', team, 'application/json', '[1]')).toBe(422);
    const [row] = await t.deps.db.select({ name: companies.name }).from(companies).where(eq(companies.id, s.acme.id));
    expect(row.name).toBe('Acme');
  });
});

describe('DELETE companies/{id}', () => {
  it('deletes with its catalogue; its teams stay, without it', async () => {
    const s = await scene(t);
    await t.deps.db.insert(brands).values({ companyId: s.acme.id, name: 'B1' });
    expect((await call(t, s.member.token, 'DELETE', `companies/${s.acme.id}`)).status).toBe(403);
    expect((await call(t, s.outsider.token, 'DELETE', `companies/${s.acme.id}`)).status).toBe(404);
    const res = await call<{ message: string }>(t, s.owner.token, 'DELETE', `companies/${s.acme.id}`);
    expect(res).toEqual({ status: 200, body: { message: 'Company has been deleted.' } });
    expect((await call(t, s.owner.token, 'GET', `companies/${s.acme.id}`)).status).toBe(404);
    expect(await t.deps.db.select().from(brands)).toEqual([]);
    const [team] = await t.deps.db.select({ companyId: teams.companyId }).from(teams).where(eq(teams.id, s.teamA));
    expect(team.companyId).toBeNull();
  });
});

describe('token abilities', () => {
  it('reads with companies:read and writes only with companies:write', async () => {
    const s = await scene(t);
    const token = async (abilities: string[]) => {
      const res = await call<{ data: { token: string } }>(t, s.owner.token, 'POST', 'user/generate-custom-token', { name: abilities.join(), abilities });
      return res.body.data.token;
    };
    const ro = await token(['companies:read']);
    expect((await call(t, ro, 'GET', `companies/${s.acme.id}`)).status).toBe(200);
    expect((await call(t, ro, 'DELETE', `companies/${s.acme.id}`)).status).toBe(403);
    expect((await call(t, await token(['teams:write']), 'GET', 'companies')).status).toBe(403);
    expect((await call(t, await token(['companies:write']), 'POST', `companies/${s.acme.id}/brands`, form({ name: 'B' }))).status).toBe(201);
  });
});

describe('routing', () => {
  it('leaves static siblings such as companies/retailers to other routers', async () => {
    const s = await scene(t);
    const res = await call<{ data?: Company }>(t, s.owner.token, 'GET', 'companies/retailers');
    expect(res.body.data && 'subdomain' in res.body.data).toBeFalsy();
  });
});
