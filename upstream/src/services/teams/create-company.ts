import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';

const MAX_SLUG = 50; // leaves room for a "-N" suffix inside a 63-character DNS label
const MAX_TRIES = 5;

/** A subdomain-safe slug: ASCII letters and digits joined by single hyphens. */
function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return slug || 'company';
}

/**
 * Creates a company whose subdomain is the slug of its name, made unique with -2, -3, … The unique
 * index decides races: a candidate taken meanwhile is skipped (on conflict do nothing) and retried.
 */
export async function createCompany(db: Db, name: string, createdBy: number): Promise<number> {
  const slug = slugify(name);
  const rows = await db
    .select({ subdomain: companies.subdomain })
    .from(companies)
    .where(or(eq(companies.subdomain, slug), like(companies.subdomain, `${slug}-%`)));
  const taken = new Set(rows.map((r) => r.subdomain));
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    let n = 1;
    while (taken.has(n === 1 ? slug : `${slug}-${n}`)) n++;
    const subdomain = n === 1 ? slug : `${slug}-${n}`;
    const [row] = await db.insert(companies).values({ name, subdomain, createdBy }).onConflictDoNothing({ target: companies.subdomain }).returning({ id: companies.id });
    if (row) return row.id;
    taken.add(subdomain);
  }
  throw new Error(`could not find a free subdomain for ${slug}`);
}
