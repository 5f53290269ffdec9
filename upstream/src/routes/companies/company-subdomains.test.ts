import type { SubdomainAvailability } from '@/lib/contract/companies';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeTeam } from '../../test/fixtures';
import { signUpUser } from '../../test/helpers';
import { call, createCompanyVia, scene } from '../../test/companies-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const generate = (token: string | null, name: unknown) => call<{ data: { subdomain: string } }>(t, token, 'POST', 'companies/generate-subdomain', { name });
const check = (token: string | null, body: Record<string, unknown>) =>
  call<{ data: SubdomainAvailability }>(t, token, 'POST', 'companies/check-subdomain-availability', body);

describe('POST companies/generate-subdomain', () => {
  it('needs a token', async () => {
    expect((await generate(null, 'Acme')).status).toBe(401);
  });

  it('slugs the name and makes it unique with -2, -3', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const team = await makeTeam(t, [{ userId: a.id, role: 'admin' }]);
    expect((await generate(a.token, 'Acme Café')).body).toEqual({ data: { subdomain: 'acme-cafe' } });
    await createCompanyVia(t, a.token, { name: 'Acme', subdomain: 'acme', team_id: String(team) });
    expect((await generate(a.token, 'ACME')).body.data.subdomain).toBe('acme-2');
    await createCompanyVia(t, a.token, { name: 'Acme', subdomain: 'acme-2', team_id: String(team) });
    await createCompanyVia(t, a.token, { name: 'Acme', subdomain: 'acme-4', team_id: String(team) });
    expect((await generate(a.token, 'acme!')).body.data.subdomain).toBe('acme-3');
    // `acme-corp` starts like `acme-` but does not count against `acme`.
    expect((await generate(a.token, 'Acme Corp')).body.data.subdomain).toBe('acme-corp');
  });

  it('avoids reserved words and too-short slugs', async () => {
    const a = await signUpUser(t, 'a@example.com');
    expect((await generate(a.token, 'Admin')).body.data.subdomain).toBe('admin-company');
    expect((await generate(a.token, 'AB')).body.data.subdomain).toBe('ab-company');
    expect((await generate(a.token, '公司')).body.data.subdomain).toBe('company');
  });

  it('answers 422 without a name', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const res = await call(t, a.token, 'POST', 'companies/generate-subdomain', { name: '  ' });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual(['The name field is required.']);
    expect((await call(t, a.token, 'POST', 'companies/generate-subdomain', {})).status).toBe(422);
    expect((await call(t, a.token, 'POST', 'companies/generate-subdomain', ['x'])).status).toBe(422);
  });
});

describe('POST companies/check-subdomain-availability', () => {
  it('needs a token', async () => {
    expect((await check(null, { subdomain: 'acme' })).status).toBe(401);
  });

  it('says whether a subdomain is free, lowercasing it', async () => {
    const s = await scene(t);
    expect((await check(s.owner.token, { subdomain: 'Fresh-One' })).body).toEqual({ data: { subdomain: 'fresh-one', available: true, reason: null } });
    expect((await check(s.owner.token, { subdomain: 'other' })).body).toEqual({
      data: { subdomain: 'other', available: false, reason: 'The subdomain has already been taken.' },
    });
  });

  it('answers format problems as unavailable with the rule, not 422', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const cases: [string, RegExp][] = [
      ['ab', /at least 3 characters/],
      ['-abc', /cannot start or end with a hyphen/],
      ['a_b_c', /only letters, digits and hyphens/],
      ['www', /reserved/],
      ['x'.repeat(64), /greater than 63/],
      ['', /at least 3 characters/],
    ];
    for (const [subdomain, reason] of cases) {
      const res = await check(a.token, { subdomain });
      expect(res.status).toBe(200);
      expect(res.body.data.available).toBe(false);
      expect(res.body.data.reason).toMatch(reason);
    }
  });

  it("counts the company's own subdomain as available for it, for those who can see it", async () => {
    const s = await scene(t);
    expect((await check(s.owner.token, { subdomain: 'acme', company_id: s.acme.id })).body.data).toMatchObject({ available: true, reason: null });
    expect((await check(s.member.token, { subdomain: 'acme', company_id: s.acme.id })).body.data.available).toBe(true);
    expect((await check(s.owner.token, { subdomain: 'other', company_id: s.acme.id })).body.data.available).toBe(false);
    // Someone else's company id does not unlock its subdomain.
    expect((await check(s.owner.token, { subdomain: 'other', company_id: s.other.id })).body.data.available).toBe(false);
  });

  it('answers 422 when the subdomain is missing or the company id is malformed', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const res = await call(t, a.token, 'POST', 'companies/check-subdomain-availability', { company_id: 'x' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['company_id', 'subdomain']);
  });
});
