import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { firstFreeSubdomain, slugify } from './subdomain';

/**
 * `POST companies/generate-subdomain`: the slug of `name` made unique against the stored companies
 * with -2, -3, … The slug holds only [a-z0-9-], so it needs no LIKE escaping.
 */
export async function generateSubdomain(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const rows = await db
    .select({ subdomain: companies.subdomain })
    .from(companies)
    .where(or(eq(companies.subdomain, base), like(companies.subdomain, `${base}-%`)));
  return firstFreeSubdomain(base, new Set(rows.map((r) => r.subdomain)));
}
