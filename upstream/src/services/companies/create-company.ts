import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { generateSubdomain } from './generate-subdomain';
import { SUBDOMAIN_TAKEN } from './subdomain';

export type NewCompany = {
  name: string;
  /** Chosen by the user; without it the slug of the name is made unique with -2, -3, … */
  subdomain?: string;
  description?: string | null;
  website?: string | null;
  industry?: string | null;
  image?: string | null;
};

const MAX_TRIES = 5;

/**
 * Inserts a company row (shared by `POST companies` and `POST teams` with `company_name`); runs
 * inside the caller's transaction. The unique index decides races: a chosen subdomain taken
 * meanwhile is a 422 on `subdomain`; a generated one is generated again.
 */
export async function createCompany(db: Db, values: NewCompany, createdBy: number): Promise<number> {
  const row = {
    name: values.name,
    description: values.description ?? null,
    website: values.website ?? null,
    industry: values.industry ?? null,
    image: values.image ?? null,
    createdBy,
  };
  if (values.subdomain !== undefined) {
    const [created] = await db
      .insert(companies)
      .values({ ...row, subdomain: values.subdomain })
      .onConflictDoNothing({ target: companies.subdomain })
      .returning({ id: companies.id });
    if (!created) throw fieldError('subdomain', SUBDOMAIN_TAKEN);
    return created.id;
  }
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const subdomain = await generateSubdomain(db, values.name);
    const [created] = await db
      .insert(companies)
      .values({ ...row, subdomain })
      .onConflictDoNothing({ target: companies.subdomain })
      .returning({ id: companies.id });
    if (created) return created.id;
  }
  throw new Error(`could not find a free subdomain for ${values.name}`);
}
