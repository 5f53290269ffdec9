import type { CompanyUser } from '@/lib/contract/relations';
import { users } from '../../db/schema';
import type { TestApp } from '../../test/create-test-app';
import { call, companyWorld, expectHiddenFromOutsider, signUp } from '../../test/company-parties-kit';
import type { CompanyScene } from '../../test/company-parties-kit';

let t: TestApp;
let s: CompanyScene;
companyWorld((world) => {
  ({ t, s } = world);
});

const base = () => `companies/${s.companyA}/users`;
async function add(email: string, title?: string, companyId = s.companyA, token = s.admin.token): Promise<CompanyUser> {
  const res = await call<CompanyUser>(t, 'POST', `companies/${companyId}/users`, token, { email, title });
  if (res.status !== 201) throw new Error(`add failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

describe('POST companies/{id}/users', () => {
  it('adds a person by their account email, with a title; the resource carries their names', async () => {
    const grace = await signUp(t, 'grace@example.com', 'Grace', 'Hopper');
    const res = await call<CompanyUser>(t, 'POST', base(), s.admin.token, { email: ' Grace@Example.com ', title: 'Buyer' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      company_id: s.companyA,
      user_id: grace.id,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      image: null,
      title: 'Buyer',
    });
    expect((await call<CompanyUser>(t, 'GET', `${base()}/${res.body.data.id}`, s.member.token)).body.data).toEqual(res.body.data);
  });

  it('answers 422 when there is no verified account with that email', async () => {
    await t.deps.db.insert(users).values({ email: 'pending@example.com', firstName: 'Pen', lastName: 'Ding' });
    for (const email of ['nobody@example.com', 'pending@example.com']) {
      const res = await call(t, 'POST', base(), s.admin.token, { email });
      expect(res.status).toBe(422);
      expect(res.body.errors.email).toEqual(['There is no account with this email address.']);
    }
  });

  it('answers 422 when the person is already added (another company may add them too)', async () => {
    await add('member@example.com');
    const twice = await call(t, 'POST', base(), s.admin.token, { email: 'MEMBER@example.com', title: 'Again' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.email).toEqual(['This person has already been added to the company.']);
    expect((await call(t, 'POST', `companies/${s.companyB}/users`, s.outsider.token, { email: 'member@example.com' })).status).toBe(201);
  });

  it('answers 422 with field errors', async () => {
    const res = await call(t, 'POST', base(), s.admin.token, { email: 'not-an-email', title: 't'.repeat(101) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['The email must be a valid email address.'], title: ['The title may not be greater than 100 characters.'] });
    expect((await call(t, 'POST', base(), s.admin.token, {})).body.errors.email).toEqual(['The email field is required.']);
  });
});

describe('GET companies/{id}/users', () => {
  it('pages the people with their names, searched by name or email and sorted', async () => {
    await signUp(t, 'grace@example.com', 'Grace', 'Hopper');
    for (const email of ['member@example.com', 'admin@example.com', 'grace@example.com']) await add(email);
    await add('outsider@example.com', undefined, s.companyB, s.outsider.token);
    const res = await call<CompanyUser[]>(t, 'GET', base(), s.member.token);
    expect(res.status).toBe(200);
    expect(res.body.data.map((u) => `${u.first_name} ${u.last_name}`)).toEqual(['Ada Admin', 'Grace Hopper', 'Mel Member']);
    expect(res.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 3 });
    const desc = await call<CompanyUser[]>(t, 'GET', `${base()}?sort=-name&per_page=1&page=2`, s.member.token);
    expect(desc.body.data.map((u) => u.first_name)).toEqual(['Grace']);
    expect((await call<CompanyUser[]>(t, 'GET', `${base()}?search=hopp`, s.member.token)).body.data.map((u) => u.email)).toEqual(['grace@example.com']);
    expect((await call<CompanyUser[]>(t, 'GET', `${base()}?search=MEMBER@`, s.member.token)).body.data.map((u) => u.first_name)).toEqual(['Mel']);
  });
});

describe('GET, PUT, DELETE companies/{id}/users/{userId}', () => {
  it('changes the title (empty clears it) and removes the person', async () => {
    const cu = await add('member@example.com', 'Buyer');
    const updated = await call<CompanyUser>(t, 'PUT', `${base()}/${cu.id}`, s.admin.token, { title: 'Head buyer' });
    expect(updated.status).toBe(200);
    expect(updated.body.data.title).toBe('Head buyer');
    expect((await call<CompanyUser>(t, 'PUT', `${base()}/${cu.id}`, s.admin.token, {})).body.data.title).toBe('Head buyer');
    expect((await call<CompanyUser>(t, 'PUT', `${base()}/${cu.id}`, s.admin.token, { title: '' })).body.data.title).toBeNull();
    expect((await call(t, 'PUT', `${base()}/${cu.id}`, s.admin.token, { title: 't'.repeat(101) })).status).toBe(422);
    const gone = await call(t, 'DELETE', `${base()}/${cu.id}`, s.admin.token);
    expect(gone.status).toBe(200);
    expect((await call(t, 'GET', `${base()}/${cu.id}`, s.admin.token)).status).toBe(404);
    // Removing the person from the company's people does not touch their team access.
    expect((await call(t, 'GET', base(), s.member.token)).status).toBe(200);
  });

  it('needs a token, lets members read only, hides the company from outsiders', async () => {
    const cu = await add('member@example.com');
    const one = `${base()}/${cu.id}`;
    expect((await call(t, 'GET', base())).status).toBe(401);
    expect((await call(t, 'GET', one)).status).toBe(401);
    expect((await call(t, 'GET', one, s.member.token)).status).toBe(200);
    expect((await call(t, 'POST', base(), s.member.token, { email: 'admin@example.com' })).status).toBe(403);
    expect((await call(t, 'PUT', one, s.member.token, { title: 'x' })).status).toBe(403);
    expect((await call(t, 'DELETE', one, s.member.token)).status).toBe(403);
    await expectHiddenFromOutsider(t, s.outsider.token, base(), one);
  });

  it("answers 404 for another company's person under this company's path, and for bad ids", async () => {
    const theirs = await add('outsider@example.com', 'Boss', s.companyB, s.outsider.token);
    const path = `${base()}/${theirs.id}`;
    expect((await call(t, 'GET', path, s.admin.token)).status).toBe(404);
    expect((await call(t, 'PUT', path, s.admin.token, { title: 'x' })).status).toBe(404);
    expect((await call(t, 'DELETE', path, s.admin.token)).status).toBe(404);
    expect((await call<CompanyUser>(t, 'GET', `companies/${s.companyB}/users/${theirs.id}`, s.outsider.token)).body.data.title).toBe('Boss');
    expect((await call(t, 'GET', `${base()}/99999999999`, s.admin.token)).status).toBe(404);
    expect((await call(t, 'GET', `${base()}/me`, s.admin.token)).status).toBe(404);
  });
});
