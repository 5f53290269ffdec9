import { eq } from 'drizzle-orm';
import { openDatabase } from './client';
import type { Db, DbHandle } from './client';
import { statementName } from './prepared';
import { inRequestTransaction, RollbackRequest, scopedDb } from './request-transaction';
import {
  brands,
  companies,
  companyDistributors,
  companyPartners,
  companyTeams,
  products,
  teamMembers,
  teams,
  users,
  workspaces,
  workspaceTeams,
} from './schema';
import { requireCompany, visibleCompanyIds } from '../services/access/company-guard';
import { visibleWorkspaceIds } from '../services/access/content-guard';
import { loadMemberships, loadWorkspaceLinks } from '../services/access/memberships';
import { listBrands } from '../services/brands/read-brands';
import { DISTRIBUTORS } from '../services/distributors/distributor-kind';
import { listCompanyParties, PARTNERS } from '../services/partners/read-company-parties';
import { listProducts } from '../services/products/read-products';
import { issueToken } from '../services/tokens/issue-token';
import { resolveToken } from '../services/tokens/resolve-token';
import { revokeToken } from '../services/tokens/revoke-token';
import { databaseUrl, onServer, uniqueDatabaseName } from '../test/server-database';

/**
 * The prepared statements of the per-request queries (db/prepared.ts) are made per database
 * object: two databases open in one process must each answer from their own rows, and a prepared
 * token lookup must still see a revocation made after it was first used.
 */

type World = { db: Db; userId: number; token: string; tokenId: number; companyId: number; workspaceIds: number[] };

const opened: { handle: DbHandle; drop: () => Promise<void> }[] = [];

async function open(): Promise<Db> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    // From the run's migrated template (jest.global-setup.ts): two from-scratch migrations took
    // ~30 s together on a loaded CI machine, the whole hook timeout.
    const handle = await openDatabase({ template: process.env.PGLITE_TEMPLATE });
    opened.push({ handle, drop: async () => {} });
    return handle.db;
  }
  const name = uniqueDatabaseName('prep');
  await onServer(server, `create database ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(server, name) });
  opened.push({ handle, drop: () => onServer(server, `drop database if exists ${name} with (force)`) });
  return handle.db;
}

/** A user, their token, a team they are `role` of, a company of that team and two workspaces. */
async function seed(db: Db, email: string, padding: number, role: 'admin' | 'member'): Promise<World> {
  // Padding rows shift the ids, so the same id means different rows in the two databases.
  for (let i = 0; i < padding; i++) await db.insert(users).values({ email: `pad${i}@example.com`, firstName: 'P', lastName: 'P' });
  const [user] = await db.insert(users).values({ email, firstName: 'A', lastName: 'B' }).returning({ id: users.id });
  const { token, id: tokenId } = await issueToken(db, { userId: user.id, kind: 'session', name: 'test' });
  const [team] = await db.insert(teams).values({ name: 'T', createdBy: user.id }).returning({ id: teams.id });
  await db.insert(teamMembers).values({ teamId: team.id, userId: user.id, role });
  const [company] = await db
    .insert(companies)
    .values({ name: 'C', subdomain: `c${padding}` })
    .returning({ id: companies.id });
  await db.insert(companyTeams).values({ companyId: company.id, teamId: team.id });
  await db.insert(brands).values([
    { companyId: company.id, name: `${email} brand 1` },
    { companyId: company.id, name: `${email} brand 2` },
  ]);
  const ws = await db
    .insert(workspaces)
    .values([
      { name: 'W1', ownerTeamId: team.id, approvalStatus: 'approved' },
      { name: 'W2', ownerTeamId: team.id, approvalStatus: 'pending' },
    ])
    .returning({ id: workspaces.id });
  await db.insert(workspaceTeams).values(ws.map((w) => ({ workspaceId: w.id, teamId: team.id })));
  return { db, userId: user.id, token, tokenId, companyId: company.id, workspaceIds: ws.map((w) => w.id).sort((a, b) => a - b) };
}

describe('prepared per-request statements', () => {
  let a: World;
  let b: World;
  beforeAll(async () => {
    a = await seed(await open(), 'a@example.com', 0, 'admin');
    b = await seed(await open(), 'b@example.com', 2, 'member');
  }, 60_000);
  afterAll(async () => {
    for (const { handle, drop } of opened) {
      await handle.close();
      await drop();
    }
  });

  it('answers each database from its own rows', async () => {
    const now = new Date();
    expect((await resolveToken(a.db, a.token, now))?.user.email).toBe('a@example.com');
    expect((await resolveToken(b.db, b.token, now))?.user.email).toBe('b@example.com');
    expect(await resolveToken(a.db, b.token, now)).toBeNull();
    expect(await resolveToken(b.db, a.token, now)).toBeNull();

    expect(await loadMemberships(a.db, a.userId)).toEqual([expect.objectContaining({ role: 'admin' })]);
    expect(await loadMemberships(b.db, b.userId)).toEqual([expect.objectContaining({ role: 'member' })]);
    expect(await loadMemberships(b.db, a.userId)).toEqual([]); // a padding user there

    expect((await requireCompany(a.db, a.userId, a.companyId, 'write')).canEdit).toBe(true);
    await expect(requireCompany(b.db, b.userId, b.companyId, 'write')).rejects.toMatchObject({ status: 403 });
    await expect(requireCompany(b.db, a.userId, b.companyId, 'read')).rejects.toMatchObject({ status: 404 });
    expect(await visibleCompanyIds(b.db, b.userId)).toEqual([b.companyId]);

    expect(await visibleWorkspaceIds(a.db, a.userId)).toEqual([a.workspaceIds[0]]);
    expect(await visibleWorkspaceIds(b.db, a.userId)).toEqual([]);
  });

  it('loads any number of workspaces through one array parameter', async () => {
    const links = await loadWorkspaceLinks(b.db, [...b.workspaceIds, 999]);
    expect([...links.keys()].sort((x, y) => x - y)).toEqual(b.workspaceIds);
    expect(links.get(b.workspaceIds[1])).toMatchObject({ approvalStatus: 'pending', teamIds: [expect.any(Number)], readOnlyTeamIds: [] });
    expect([...(await loadWorkspaceLinks(b.db, [b.workspaceIds[0]])).keys()]).toEqual([b.workspaceIds[0]]);
    expect((await loadWorkspaceLinks(b.db, [])).size).toBe(0);
  });

  it("lists each database's own brands on the prepared first page", async () => {
    for (const w of [a, b]) {
      const access = await requireCompany(w.db, w.userId, w.companyId, 'read');
      const list = await listBrands(w.db, access, { page: 1, per_page: 1, sort: '-name' });
      const email = w === a ? 'a@example.com' : 'b@example.com';
      expect({ names: list.data.map((r) => r.name), total: list.meta.total }).toEqual({ names: [`${email} brand 2`], total: 2 });
    }
  });

  it("lists each database's own products, partners and distributors on their prepared first pages", async () => {
    for (const w of [a, b]) {
      const email = w === a ? 'a@example.com' : 'b@example.com';
      await w.db.insert(products).values([
        { companyId: w.companyId, name: `${email} product 1` },
        { companyId: w.companyId, name: `${email} product 2` },
      ]);
      await w.db.insert(companyPartners).values([{ companyId: w.companyId, name: `${email} partner` }]);
      await w.db.insert(companyDistributors).values([
        { companyId: w.companyId, name: `${email} distributor 1` },
        { companyId: w.companyId, name: `${email} distributor 2` },
      ]);
    }
    for (const w of [a, b]) {
      const email = w === a ? 'a@example.com' : 'b@example.com';
      const access = await requireCompany(w.db, w.userId, w.companyId, 'read');
      const first = { page: 1, per_page: 1, sort: 'name' } as const;
      const productList = await listProducts(w.db, access, first);
      const partnerList = await listCompanyParties(w.db, PARTNERS, w.companyId, first);
      const distributorList = await listCompanyParties(w.db, DISTRIBUTORS, w.companyId, { ...first, sort: '-created_at' });
      expect([productList, partnerList, distributorList].map((l) => ({ names: l.data.map((r) => r.name), total: l.meta.total }))).toEqual([
        { names: [`${email} product 1`], total: 2 },
        { names: [`${email} partner`], total: 1 },
        { names: [`${email} distributor 2`], total: 2 },
      ]);
    }
  });

  it('refuses a token revoked after its prepared lookup was used', async () => {
    const now = new Date();
    expect(await resolveToken(a.db, a.token, now)).not.toBeNull();
    await revokeToken(a.db, a.tokenId, now);
    expect(await resolveToken(a.db, a.token, now)).toBeNull();
    expect(await resolveToken(b.db, b.token, now)).not.toBeNull();
  });

  it("runs inside a request transaction on its connection: it sees the transaction's writes, and they go with a rollback", async () => {
    const now = new Date();
    const { token, id } = await issueToken(a.db, { userId: a.userId, kind: 'session', name: 'in a transaction' });
    const db = scopedDb(a.db);
    // Twice: the second transaction gets the statements on its own connection, not the first's.
    for (let i = 0; i < 2; i++) {
      const { committed } = await inRequestTransaction(db, async () => {
        expect(await resolveToken(db, token, now)).not.toBeNull();
        await revokeToken(db, id, now);
        expect(await resolveToken(db, token, now)).toBeNull();
        await db.delete(companyTeams).where(eq(companyTeams.companyId, a.companyId));
        await expect(requireCompany(db, a.userId, a.companyId, 'read')).rejects.toMatchObject({ status: 404 });
        throw new RollbackRequest();
      });
      expect(committed).toBe(false);
      expect(await resolveToken(db, token, now)).not.toBeNull();
      expect((await requireCompany(db, a.userId, a.companyId, 'write')).canEdit).toBe(true);
    }
  });

  it('refuses a statement name taken twice', () => {
    expect(() => statementName('resolve_token')).toThrow(/already taken/);
  });
});
