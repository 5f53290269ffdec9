import { companies, companyRetailers, companyTeams, directoryRetailers, products, retailerCategories } from '../db/schema';
import type { TestApp } from './create-test-app';
import { twoTeams } from './fixtures';
import { call, PNG } from './teams-kit';

/**
 * Shared by the retailer, contact, review and cross-company retailer tests. Companies, products and
 * directory entries are inserted directly, so these tests do not depend on those routes.
 */
export { call, PNG };
export type { ErrorBody } from './teams-kit';

export type Caller = { token: string; id: number };
export type Paged<T> = { data: T[]; meta: { current_page: number; last_page: number; per_page: number; total: number } };

export const png = () => new Blob([PNG], { type: 'image/png' });

/** A multipart body; repeat a key (e.g. `locations[]`) by listing it more than once. */
export function formOf(entries: [string, string | Blob][]): FormData {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
}

export async function makeCompany(t: TestApp, teamIds: number[], name = 'Acme'): Promise<number> {
  const [row] = await t.deps.db
    .insert(companies)
    .values({ name, subdomain: name.toLowerCase().replace(/\W+/g, '-') })
    .returning({ id: companies.id });
  if (teamIds.length) await t.deps.db.insert(companyTeams).values(teamIds.map((teamId) => ({ companyId: row.id, teamId })));
  return row.id;
}

export async function makeProduct(t: TestApp, companyId: number, name = 'Widget'): Promise<number> {
  const [row] = await t.deps.db.insert(products).values({ companyId, name }).returning({ id: products.id });
  return row.id;
}

export async function makeDirectoryRetailer(t: TestApp, name = 'Walmart'): Promise<number> {
  const [row] = await t.deps.db.insert(directoryRetailers).values({ name }).returning({ id: directoryRetailers.id });
  return row.id;
}

export async function makeCategory(t: TestApp, companyId: number, name = 'Grocery'): Promise<number> {
  const [row] = await t.deps.db.insert(retailerCategories).values({ companyId, name }).returning({ id: retailerCategories.id });
  return row.id;
}

type RetailerFields = Partial<typeof companyRetailers.$inferInsert>;
export async function makeRetailer(t: TestApp, companyId: number, name = 'Shop', fields: RetailerFields = {}): Promise<number> {
  const [row] = await t.deps.db
    .insert(companyRetailers)
    .values({ companyId, name, ...fields })
    .returning({ id: companyRetailers.id });
  return row.id;
}

/**
 * The usual cast: `owner` administers team A of company `acme`, where `member` is a plain member;
 * `outsider` administers team B of company `other`.
 */
export async function scene(t: TestApp) {
  const { owner, member, outsider, teamA, teamB } = await twoTeams(t);
  const acme = await makeCompany(t, [teamA], 'Acme');
  const other = await makeCompany(t, [teamB], 'Other');
  return { owner, member, outsider, teamA, teamB, acme, other };
}
