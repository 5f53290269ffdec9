import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';

/** The id of the company that holds `subdomain` (stored lowercase), or null when it is free. */
export async function findSubdomainOwner(db: Db, subdomain: string): Promise<number | null> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.subdomain, subdomain)).limit(1);
  return row?.id ?? null;
}
