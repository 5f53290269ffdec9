import { eq } from 'drizzle-orm';
import { brands, companies, companyRetailers, products, tasks } from '../../db/schema';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { makeCompany } from '../../test/content-fixtures';
import { signUpUser } from '../../test/helpers';
import { customToken, search, searchScene, titles } from './test-kit';
import type { Found } from './test-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const EMPTY = { companies: [], brands: [], products: [], retailers: [], files: [], insights: [], meetings: [], tasks: [] };

describe('GET search: what the caller may see', () => {
  it("groups the caller's company records and workspace content, with where each lives and the url that opens it", async () => {
    const s = await searchScene(t);
    const res = await search(t, s.owner.token, 'sunny');
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.brands).toEqual([
      { id: expect.any(Number), title: 'Sunny', subtitle: 'Acme · Brand', url: expect.stringMatching(new RegExp(`^/company/${s.acme}/brands/\\d+$`)) },
    ]);
    expect(data.products).toEqual([
      { id: expect.any(Number), title: 'Sunny Soap', subtitle: 'Acme · Product', url: expect.stringMatching(new RegExp(`^/company/${s.acme}/products/\\d+$`)) },
    ]);
    expect(titles(res.body, 'files')).toEqual(['Sunny deck', 'Sunny shared']);
    expect(data.files[0]).toEqual({ id: s.file.id, title: 'Sunny deck', subtitle: 'Launch · Sales', url: `/workspace/${s.ws}/files?fileId=${s.file.id}` });
    // Shared in from a workspace the caller does not see: it opens in the one they do.
    expect(data.files[1]).toEqual({ id: s.sharedIn.id, title: 'Sunny shared', subtitle: 'Launch', url: `/workspace/${s.ws}/files?fileId=${s.sharedIn.id}` });
    expect(data.insights).toEqual([
      { id: s.insight.id, title: 'Sunny shelf check', subtitle: 'Launch · Sales', url: `/workspace/${s.ws}/insights?insightId=${s.insight.id}` },
    ]);
    // The day in the zone the meeting was planned in (15:00 UTC is 10:00 in New York, same day).
    expect(data.meetings).toEqual([
      { id: s.meeting.id, title: 'Sunny sync', subtitle: 'Launch · Mar 4, 2026', url: `/workspace/${s.ws}/meetings/${s.meeting.id}` },
    ]);
    // Top-level tasks only: the subtask is reached through its task.
    expect(data.tasks).toEqual([
      { id: s.task.id, title: 'Sunny follow-up', subtitle: 'Launch · Due Mar 10, 2026', url: `/workspace/${s.ws}/tasks?taskId=${s.task.id}` },
    ]);
    expect(data.companies).toEqual([]);
    expect(data.retailers).toEqual([]);
  });

  it('never returns anything of a workspace or company the caller is not in', async () => {
    const s = await searchScene(t);
    const theirs = await search(t, s.outsider.token, 'sunny');
    expect(titles(theirs.body, 'files')).toEqual(['Sunny rival plan', 'Sunny shared']);
    expect(titles(theirs.body, 'insights')).toEqual(['Sunny rival insight']);
    expect(titles(theirs.body, 'meetings')).toEqual(['Sunny rival sync']);
    expect(titles(theirs.body, 'tasks')).toEqual(['Sunny rival task']);
    expect(theirs.body.data.brands).toEqual([]);
    expect(theirs.body.data.products).toEqual([]);
    const mine = await search(t, s.owner.token, 'rival');
    expect(mine.body.data).toEqual(EMPTY);
    // Someone in no team at all finds nothing, whatever they type.
    const stranger = await signUpUser(t, 'stranger@example.com', 'Sam', 'Stranger');
    for (const q of ['sunny', 'rival', 'acme', 'launch']) expect((await search(t, stranger.token, q)).body.data).toEqual(EMPTY);
  });

  it('a read-only team sees the workspace content but not the company of another team', async () => {
    const s = await searchScene(t);
    const res = await search(t, s.reader.token, 'sunny');
    expect(titles(res.body, 'files')).toEqual(['Sunny deck', 'Sunny shared']);
    expect(titles(res.body, 'meetings')).toEqual(['Sunny sync']);
    expect(titles(res.body, 'tasks')).toEqual(['Sunny follow-up']);
    expect(res.body.data.brands).toEqual([]);
  });

  it('finds companies and their retailers, names starting with the term first, then alphabetical, at most `limit` a group', async () => {
    const s = await searchScene(t);
    const { db } = t.deps;
    await db.update(companies).set({ industry: 'Food' }).where(eq(companies.id, s.acme));
    await makeCompany(t, s.teamA, 'Big Acme');
    await makeCompany(t, s.teamA, 'Acme Two');
    await db.insert(companyRetailers).values([
      { companyId: s.acme, name: 'Zed Acme Mart' },
      { companyId: s.acme, name: 'acme outlet' },
    ]);
    const res = await search(t, s.owner.token, 'ACME');
    expect(res.body.data.companies.map((c) => [c.title, c.subtitle])).toEqual([
      ['Acme', 'Company · Food'],
      ['Acme Two', 'Company'],
      ['Big Acme', 'Company'],
    ]);
    expect(res.body.data.companies[0].url).toBe(`/company/${s.acme}`);
    expect(res.body.data.retailers.map((r) => [r.title, r.subtitle])).toEqual([
      ['acme outlet', 'Acme · Retailer'],
      ['Zed Acme Mart', 'Acme · Retailer'],
    ]);
    expect(res.body.data.retailers[0].url).toMatch(new RegExp(`^/company/${s.acme}/retailers/\\d+$`));
    const two = await search(t, s.owner.token, 'acme', '&limit=2');
    expect(titles(two.body, 'companies')).toEqual(['Acme', 'Acme Two']);
    await db.insert(tasks).values(Array.from({ length: 7 }, (_, i) => ({ workspaceId: s.ws, title: `Sunny chore ${i}`, createdBy: s.owner.id })));
    expect((await search(t, s.owner.token, 'sunny')).body.data.tasks).toHaveLength(5);
  });

  it('takes % and _ literally', async () => {
    const s = await searchScene(t);
    await t.deps.db.insert(brands).values([
      { companyId: s.acme, name: '100% juice' },
      { companyId: s.acme, name: '1000 juice' },
    ]);
    await t.deps.db.insert(products).values({ companyId: s.acme, name: 'a_b' });
    expect(titles((await search(t, s.owner.token, '0%')).body, 'brands')).toEqual(['100% juice']);
    expect(titles((await search(t, s.owner.token, '_b')).body, 'products')).toEqual(['a_b']);
    expect((await search(t, s.owner.token, '%%')).body.data).toEqual(EMPTY);
  });
});

describe('GET search: token abilities and validation', () => {
  it('leaves out the groups the token cannot read', async () => {
    const s = await searchScene(t);
    const companiesOnly = await customToken(t, s.owner.token, ['companies:read']);
    const a = await search(t, companiesOnly, 'sunny');
    expect(a.status).toBe(200);
    expect(titles(a.body, 'brands')).toEqual(['Sunny']);
    expect(a.body.data.files).toEqual([]);
    expect(a.body.data.meetings).toEqual([]);
    const noFiles = await customToken(t, s.owner.token, ['insights:read', 'meetings:write', 'tasks:read']);
    const b = await search(t, noFiles, 'sunny');
    expect(b.body.data.files).toEqual([]);
    expect(b.body.data.brands).toEqual([]);
    expect(titles(b.body, 'insights')).toEqual(['Sunny shelf check']);
    expect(titles(b.body, 'meetings')).toEqual(['Sunny sync']);
    expect(titles(b.body, 'tasks')).toEqual(['Sunny follow-up']);
  });

  it('401 without a valid token', async () => {
    expect((await search(t, null, 'sunny')).status).toBe(401);
    expect((await search(t, 'not-a-token', 'sunny')).status).toBe(401);
  });

  it.each(['', 's', ' s '])('422 for q=%p (at least 2 characters, trimmed)', async (q) => {
    const owner = await signUpUser(t, 'o@example.com');
    const res = await search(t, owner.token, q);
    expect(res.status).toBe(422);
    expect((res.body as unknown as { errors: Record<string, string[]> }).errors.q).toEqual(['Type at least 2 characters.']);
  });

  it('422 without q, and for a limit out of range', async () => {
    const owner = await signUpUser(t, 'o@example.com');
    const missing = await t.app.request('/api/search', { headers: { authorization: `Bearer ${owner.token}` } });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors.q).toEqual(['The q field is required.']);
    for (const limit of ['0', '21', 'x']) {
      const res = await search(t, owner.token, 'sunny', `&limit=${limit}`);
      expect(res.status).toBe(422);
      expect((res.body as unknown as { errors: Record<string, string[]> }).errors.limit).toBeDefined();
    }
    const ok = await search(t, owner.token, 'sunny', '&limit=20');
    expect((ok.body as Found).data).toEqual(EMPTY);
  });
});
