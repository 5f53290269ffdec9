import type { DirectoryEntry } from '@/lib/contract/directories';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { bootDatabaseFirst, call, companyScene, customToken, makeEntry, makeRetailer, signUp } from '../../test/company-parties-kit';
import type { Caller } from '../../test/company-parties-kit';

bootDatabaseFirst();
let t: TestApp;
let user: Caller;
beforeEach(async () => {
  t = await createTestApp();
  // Directories belong to no company: a user without any team reads and adds entries.
  user = await signUp(t, 'loner@example.com');
});
afterEach(async () => {
  await t.close();
});

const names = (res: { body: { data: DirectoryEntry[] } }) => res.body.data.map((e) => e.name);

describe.each(['retailers', 'partners', 'distributors'] as const)('the %s directory', (kind) => {
  it('needs a token', async () => {
    expect((await call(t, 'GET', kind)).status).toBe(401);
    expect((await call(t, 'GET', `${kind}/search?q=a`)).status).toBe(401);
    expect((await call(t, 'GET', `${kind}/1`)).status).toBe(401);
    expect((await call(t, 'POST', kind, null, { name: 'X' })).status).toBe(401);
  });

  it('needs the companies ability: read for reading, write for adding', async () => {
    const readOnly = await customToken(t, user.token, ['companies:read']);
    expect((await call(t, 'GET', kind, readOnly)).status).toBe(200);
    expect((await call(t, 'GET', `${kind}/search?q=a`, readOnly)).status).toBe(200);
    expect((await call(t, 'POST', kind, readOnly, { name: 'X' })).status).toBe(403);
  });

  it('lets only one of two simultaneous adds of the same name through', async () => {
    const [a, b] = await Promise.all([call(t, 'POST', kind, user.token, { name: 'Twin' }), call(t, 'POST', kind, user.token, { name: 'twin' })]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect((await call<DirectoryEntry[]>(t, 'GET', `${kind}?search=twin`, user.token)).body.meta.total).toBe(1);
  });

  it('adds an entry any signed-in user can read', async () => {
    const res = await call<DirectoryEntry>(t, 'POST', kind, user.token, {
      name: '  Northwind ',
      website: 'https://nw.example',
      country: 'de',
      description: 'EU',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Northwind', website: 'https://nw.example', country: 'DE', description: 'EU' });
    const other = await signUp(t, 'other@example.com');
    const got = await call<DirectoryEntry>(t, 'GET', `${kind}/${res.body.data.id}`, other.token);
    expect(got.body.data).toEqual(res.body.data);
  });

  it('refuses a name already in the directory, whatever its case, naming the existing entry', async () => {
    const id = await makeEntry(t, kind, 'Northwind');
    const res = await call(t, 'POST', kind, user.token, { name: ' NORTHWIND' });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(`(id ${id})`);
    expect(res.body.errors.name[0]).toMatch(/already in the directory \(id \d+\)/);
    // The same name in another directory is fine.
    const elsewhere = kind === 'partners' ? 'distributors' : 'partners';
    expect((await call(t, 'POST', elsewhere, user.token, { name: 'Northwind' })).status).toBe(201);
  });

  it('answers 422 with field errors', async () => {
    const res = await call(t, 'POST', kind, user.token, { name: '', website: 'not a url', country: 'Germany', description: 'x'.repeat(2001) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['country', 'description', 'name', 'website']);
    expect(res.body.errors.country).toEqual(['The country must be a two-letter code.']);
  });

  it('pages, filters by name and sorts', async () => {
    for (const name of ['Bravo', 'alpha', 'Charlie', '50% Off']) await makeEntry(t, kind, name);
    const res = await call<DirectoryEntry[]>(t, 'GET', `${kind}?per_page=3&sort=-created_at`, user.token);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['50% Off', 'Charlie', 'alpha']);
    expect(res.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 3, total: 4 });
    expect(names(await call<DirectoryEntry[]>(t, 'GET', `${kind}?search=%25`, user.token))).toEqual(['50% Off']);
    expect((await call(t, 'GET', `${kind}?sort=size`, user.token)).status).toBe(422);
  });

  it('searches as you type: prefix matches first, then the rest, case-insensitive, at most 10', async () => {
    for (const name of ['Costco', 'Big Co Stores', 'cobalt', 'Jaco', 'Other']) await makeEntry(t, kind, name);
    const res = await call<DirectoryEntry[]>(t, 'GET', `${kind}/search?q=CO`, user.token);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['cobalt', 'Costco', 'Big Co Stores', 'Jaco']);
    for (let i = 0; i < 12; i += 1) await makeEntry(t, kind, `Store ${String(i).padStart(2, '0')}`);
    const many = await call<DirectoryEntry[]>(t, 'GET', `${kind}/search?q=store`, user.token);
    expect(many.body.data).toHaveLength(10);
    expect(names(many)[0]).toBe('Store 00');
    expect(names(many)).not.toContain('Big Co Stores');
  });

  it('takes LIKE wildcards in the search literally', async () => {
    for (const name of ['100% Natural', '1000 Natural', 'A_B', 'AxB', 'Back\\slash']) await makeEntry(t, kind, name);
    expect(names(await call<DirectoryEntry[]>(t, 'GET', `${kind}/search?q=${encodeURIComponent('100%')}`, user.token))).toEqual(['100% Natural']);
    expect(names(await call<DirectoryEntry[]>(t, 'GET', `${kind}/search?q=${encodeURIComponent('a_')}`, user.token))).toEqual(['A_B']);
    expect(names(await call<DirectoryEntry[]>(t, 'GET', `${kind}/search?q=${encodeURIComponent('\\')}`, user.token))).toEqual(['Back\\slash']);
  });

  it('answers 422 for an empty search and 404 for unknown or malformed ids', async () => {
    const empty = await call(t, 'GET', `${kind}/search?q=%20`, user.token);
    expect(empty.status).toBe(422);
    expect(empty.body.errors.q).toEqual(['Type at least one character.']);
    expect((await call(t, 'GET', `${kind}/search`, user.token)).status).toBe(422);
    expect((await call(t, 'GET', `${kind}/424242`, user.token)).status).toBe(404);
    expect((await call(t, 'GET', `${kind}/99999999999`, user.token)).status).toBe(404);
    expect((await call(t, 'GET', `${kind}/abc`, user.token)).status).toBe(404);
  });
});

it("keeps the retailer directory apart from companies' own retailers", async () => {
  const s = await companyScene(t);
  await makeRetailer(t, s.companyA, 'Own Shop');
  await makeEntry(t, 'retailers', 'Shared Shop');
  expect(names(await call<DirectoryEntry[]>(t, 'GET', 'retailers', s.admin.token))).toEqual(['Shared Shop']);
  expect(names(await call<DirectoryEntry[]>(t, 'GET', 'retailers/search?q=shop', s.admin.token))).toEqual(['Shared Shop']);
});
