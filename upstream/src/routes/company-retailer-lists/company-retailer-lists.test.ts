import type { CrossCompanyRetailer, LinkedRetailerGroup, RetailerDates } from '@/lib/contract/catalogue';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeTeam } from '../../test/fixtures';
import { signUpUser } from '../../test/helpers';
import { call, makeCompany, makeDirectoryRetailer, makeRetailer, scene, type Paged } from '../../test/retailers-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/**
 * `member` sees acme (team A) and beta (team C, where they are a plain member); `outsider`'s company
 * `other` is not visible to them. Two directory entries: Walmart (acme and beta carry it; other too)
 * and Target (acme only).
 */
async function world() {
  const s = await scene(t);
  const teamC = await makeTeam(
    t,
    [
      { userId: s.outsider.id, role: 'admin' },
      { userId: s.member.id, role: 'member' },
    ],
    'Team C',
  );
  const beta = await makeCompany(t, [teamC], 'Beta');
  const walmart = await makeDirectoryRetailer(t, 'Walmart');
  const target = await makeDirectoryRetailer(t, 'Target');
  const ids = {
    acmeWalmart: await makeRetailer(t, s.acme, 'Walmart East', { directoryRetailerId: walmart, createdAt: new Date('2024-03-01T00:00:00Z') }),
    acmeTarget: await makeRetailer(t, s.acme, 'Target', { directoryRetailerId: target, createdAt: new Date('2024-01-15T00:00:00Z') }),
    acmeLocal: await makeRetailer(t, s.acme, 'Corner shop', { createdAt: new Date('2024-02-01T00:00:00Z') }),
    betaWalmart: await makeRetailer(t, beta, 'Walmart', { directoryRetailerId: walmart, createdAt: new Date('2024-05-20T00:00:00Z') }),
    otherWalmart: await makeRetailer(t, s.other, 'Walmart (other)', { directoryRetailerId: walmart, createdAt: new Date('2023-01-01T00:00:00Z') }),
  };
  return { ...s, beta, walmart, target, ids };
}

describe('GET companies/retailers', () => {
  it('needs a token', async () => {
    for (const p of [
      'companies/retailers',
      'companies/retailers/dates',
      'companies/retailers/linked',
      'companies/retailers/company-retailer?directory_retailer_id=1',
    ]) {
      expect((await call(t, null, 'GET', p)).status).toBe(401);
    }
  });

  it('pages the retailers of every company the caller can see, each naming its company; searches, sorts and narrows by company', async () => {
    const { member, acme, beta, other } = await world();
    const res = await call<Paged<CrossCompanyRetailer>>(t, member.token, 'GET', 'companies/retailers');
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => [r.name, r.company_name])).toEqual([
      ['Corner shop', 'Acme'],
      ['Target', 'Acme'],
      ['Walmart', 'Beta'],
      ['Walmart East', 'Acme'],
    ]);
    expect(res.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 4 });
    const names = async (q: string) =>
      (await call<Paged<CrossCompanyRetailer>>(t, member.token, 'GET', `companies/retailers${q}`)).body.data.map((r) => r.name);
    expect(await names('?per_page=3&page=2')).toEqual(['Walmart East']);
    expect(await names('?sort=-created_at')).toEqual(['Walmart', 'Walmart East', 'Corner shop', 'Target']);
    expect(await names('?search=walmart')).toEqual(['Walmart', 'Walmart East']);
    expect(await names(`?company_id=${beta}`)).toEqual(['Walmart']);
    expect(await names(`?company_id=${acme}&search=shop`)).toEqual(['Corner shop']);
    // A company the caller cannot see answers an empty list, not its retailers.
    expect(await names(`?company_id=${other}`)).toEqual([]);
    expect((await call(t, member.token, 'GET', 'companies/retailers?company_id=abc')).status).toBe(422);
  });

  it('is empty for a user without companies', async () => {
    await world();
    const loner = await signUpUser(t, 'loner@example.com');
    const res = await call<Paged<CrossCompanyRetailer>>(t, loner.token, 'GET', 'companies/retailers');
    expect(res.body).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } });
  });
});

describe('GET companies/retailers/dates', () => {
  it('answers the first and last created_at of those retailers, per company too, and nulls when none', async () => {
    const { member, beta, other } = await world();
    const all = await call<{ data: RetailerDates }>(t, member.token, 'GET', 'companies/retailers/dates');
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ first: '2024-01-15T00:00:00.000Z', last: '2024-05-20T00:00:00.000Z' });
    const one = await call<{ data: RetailerDates }>(t, member.token, 'GET', `companies/retailers/dates?company_id=${beta}`);
    expect(one.body.data).toEqual({ first: '2024-05-20T00:00:00.000Z', last: '2024-05-20T00:00:00.000Z' });
    const unseen = await call<{ data: RetailerDates }>(t, member.token, 'GET', `companies/retailers/dates?company_id=${other}`);
    expect(unseen.body.data).toEqual({ first: null, last: null });
    const loner = await signUpUser(t, 'loner@example.com');
    expect((await call<{ data: RetailerDates }>(t, loner.token, 'GET', 'companies/retailers/dates')).body.data).toEqual({ first: null, last: null });
  });
});

describe('GET companies/retailers/linked', () => {
  it('groups the linked retailers by directory entry, counting the companies that carry it', async () => {
    const { member, walmart, target, beta, ids } = await world();
    const res = await call<{ data: LinkedRetailerGroup[] }>(t, member.token, 'GET', 'companies/retailers/linked');
    expect(res.status).toBe(200);
    expect(res.body.data.map((g) => [g.directory_retailer_id, g.name, g.companies_count, g.retailers.map((r) => r.id)])).toEqual([
      [target, 'Target', 1, [ids.acmeTarget]],
      [walmart, 'Walmart', 2, [ids.acmeWalmart, ids.betaWalmart]],
    ]);
    expect(res.body.data[1].retailers[1]).toMatchObject({ company_id: beta, company_name: 'Beta', directory_retailer_id: walmart });
    const searched = await call<{ data: LinkedRetailerGroup[] }>(t, member.token, 'GET', 'companies/retailers/linked?search=wal');
    expect(searched.body.data.map((g) => g.name)).toEqual(['Walmart']);
    const narrowed = await call<{ data: LinkedRetailerGroup[] }>(t, member.token, 'GET', `companies/retailers/linked?company_id=${beta}`);
    expect(narrowed.body.data.map((g) => [g.name, g.companies_count])).toEqual([['Walmart', 1]]);
  });
});

describe('GET companies/retailers/company-retailer', () => {
  it("answers the caller's company retailers linked to a directory entry", async () => {
    const { member, owner, walmart, ids } = await world();
    const res = await call<{ data: CrossCompanyRetailer[] }>(t, member.token, 'GET', `companies/retailers/company-retailer?directory_retailer_id=${walmart}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => [r.id, r.company_name])).toEqual([
      [ids.acmeWalmart, 'Acme'],
      [ids.betaWalmart, 'Beta'],
    ]);
    const ownerView = await call<{ data: CrossCompanyRetailer[] }>(
      t,
      owner.token,
      'GET',
      `companies/retailers/company-retailer?directory_retailer_id=${walmart}`,
    );
    expect(ownerView.body.data.map((r) => r.id)).toEqual([ids.acmeWalmart]);
    const none = await call<{ data: CrossCompanyRetailer[] }>(t, member.token, 'GET', 'companies/retailers/company-retailer?directory_retailer_id=424242');
    expect(none.body.data).toEqual([]);
  });

  it('answers 422 without a directory_retailer_id', async () => {
    const { member } = await world();
    const res = await call(t, member.token, 'GET', 'companies/retailers/company-retailer');
    expect(res.status).toBe(422);
    expect(res.body.errors.directory_retailer_id).toBeDefined();
    expect((await call(t, member.token, 'GET', 'companies/retailers/company-retailer?directory_retailer_id=99999999999')).status).toBe(422);
  });
});
