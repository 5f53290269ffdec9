import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyDistributors, companyPartners, directoryDistributors, directoryPartners, directoryRetailers } from '../../db/schema';

type DirTable = typeof directoryRetailers | typeof directoryPartners | typeof directoryDistributors;
export async function f(db: Db, table: DirTable) {
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, 1));
  const [r] = await db.insert(table).values({ name: 'x', website: null }).returning();
  return { rows, r };
}
type PartyTable = typeof companyPartners | typeof companyDistributors;
export async function g(db: Db, table: PartyTable, dir: typeof companyPartners.directoryPartnerId | typeof companyDistributors.directoryDistributorId) {
  await db.update(table).set({ name: 'y' }).where(eq(table.id, 1));
  await db.insert(table).values({ companyId: 1, name: 'x', [dir.name]: 3 });
}
