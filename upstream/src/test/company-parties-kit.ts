import type { DirectoryKind } from '@/lib/contract/directories';
import { brands, companies, companyRetailers, companyTeams, products } from '../db/schema';
import { DIRECTORY_TABLES } from '../services/directories/read-directories';
import { createTestApp } from './create-test-app';
import type { TestApp } from './create-test-app';
import { makeTeam } from './fixtures';
import { auth, signUpUser } from './helpers';

/**
 * Test helpers shared by the company sub-resource and directory route tests. Companies, brands,
 * products, retailers and directory entries are inserted directly (their routes are tested elsewhere).
 */
export type Caller = { token: string; id: number; email: string };
export type Body<T = Record<string, unknown>> = { data: T; meta: Record<string, number>; message: string; errors: Record<string, string[]> };

export async function signUp(t: TestApp, email: string, first = 'Ada', last = 'Lovelace'): Promise<Caller> {
  return { ...(await signUpUser(t, email, first, last)), email };
}

/** Boots the file's shared PGlite (about a second, more on a busy machine) outside the 5 s test hooks. */
export function bootDatabaseFirst(): void {
  beforeAll(async () => {
    const warm = await createTestApp();
    await warm.close();
  }, 60_000);
}

export type CompanyScene = Awaited<ReturnType<typeof companyScene>>;

/**
 * The hooks of the company sub-resource tests: the database booted first, then for each test a
 * fresh app with `companyScene`. `set` receives them before each test, for the file's own variables.
 */
export function companyWorld(set: (world: { t: TestApp; s: CompanyScene }) => void | Promise<void>): void {
  bootDatabaseFirst();
  let t: TestApp | undefined;
  beforeEach(async () => {
    t = await createTestApp();
    await set({ t, s: await companyScene(t) });
  });
  afterEach(async () => {
    await t?.close();
  });
}

let counter = 0;
export async function makeCompany(t: TestApp, name: string, teamIds: number[]): Promise<number> {
  counter += 1;
  const [row] = await t.deps.db
    .insert(companies)
    .values({ name, subdomain: `co-${counter}-${Date.now()}` })
    .returning({ id: companies.id });
  if (teamIds.length) await t.deps.db.insert(companyTeams).values(teamIds.map((teamId) => ({ companyId: row.id, teamId })));
  return row.id;
}

/**
 * The usual cast: `admin` administers team A of company A, where `member` is a plain member;
 * `outsider` administers team B of company B.
 */
export async function companyScene(t: TestApp) {
  const admin = await signUp(t, 'admin@example.com', 'Ada', 'Admin');
  const member = await signUp(t, 'member@example.com', 'Mel', 'Member');
  const outsider = await signUp(t, 'outsider@example.com', 'Otto', 'Outsider');
  const teamA = await makeTeam(
    t,
    [
      { userId: admin.id, role: 'admin' },
      { userId: member.id, role: 'member' },
    ],
    'Team A',
  );
  const teamB = await makeTeam(t, [{ userId: outsider.id, role: 'admin' }], 'Team B');
  const companyA = await makeCompany(t, 'Acme', [teamA]);
  const companyB = await makeCompany(t, 'Other', [teamB]);
  return { admin, member, outsider, teamA, teamB, companyA, companyB };
}

export async function makeBrand(t: TestApp, companyId: number, name: string): Promise<number> {
  const [row] = await t.deps.db.insert(brands).values({ companyId, name }).returning({ id: brands.id });
  return row.id;
}

export async function makeProduct(t: TestApp, companyId: number, name: string): Promise<number> {
  const [row] = await t.deps.db.insert(products).values({ companyId, name }).returning({ id: products.id });
  return row.id;
}

export async function makeRetailer(t: TestApp, companyId: number, name: string): Promise<number> {
  const [row] = await t.deps.db.insert(companyRetailers).values({ companyId, name }).returning({ id: companyRetailers.id });
  return row.id;
}

export async function makeEntry(t: TestApp, kind: DirectoryKind, name: string, extra: { website?: string; country?: string } = {}): Promise<number> {
  const table = DIRECTORY_TABLES[kind];
  const [row] = await t.deps.db
    .insert(table)
    .values({ name, ...extra })
    .returning({ id: table.id });
  return row.id;
}

/** A custom API token of `token`'s user with only these abilities (e.g. `companies:read`). */
export async function customToken(t: TestApp, token: string, abilities: string[]): Promise<string> {
  const res = await call<{ token: string }>(t, 'POST', 'user/generate-custom-token', token, { name: 'test', abilities });
  if (res.status !== 201) throw new Error(`custom token failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/** One API call: JSON body when given, bearer token when given. */
export async function call<T = Record<string, unknown>>(
  t: TestApp,
  method: string,
  path: string,
  token?: string | null,
  body?: unknown,
): Promise<{ status: number; body: Body<T> }> {
  const headers: Record<string, string> = token ? auth(token) : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(`/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Body<T> };
}

/** An outsider of the company gets 404 from every route of a sub-resource (the list, a create, one record's read, edit and delete), whatever it sends. */
export async function expectHiddenFromOutsider(t: TestApp, token: string, base: string, one: string): Promise<void> {
  for (const [method, path] of [
    ['GET', base],
    ['POST', base],
    ['GET', one],
    ['PUT', one],
    ['DELETE', one],
  ] as const) {
    expect((await call(t, method, path, token, method === 'GET' || method === 'DELETE' ? undefined : {})).status).toBe(404);
  }
}
