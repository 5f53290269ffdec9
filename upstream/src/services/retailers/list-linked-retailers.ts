import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { LinkedRetailerGroup, linkedRetailersQuery } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { companies, companyRetailers, directoryRetailers } from '../../db/schema';
import { nameFilter } from '../../lib/list-query';
import { queryRetailers } from './query-retailers';
import { visibleRetailerScope } from './visible-retailer-scope';

/**
 * `GET companies/retailers/linked`: the caller's company retailers that are linked to a shared
 * directory entry, one group per entry (ordered by the entry's name), each with how many distinct
 * companies carry it and its retailers by company name. `search` filters the entry's name.
 */
export async function listLinkedRetailers(db: Db, userId: number, query: z.infer<typeof linkedRetailersQuery>): Promise<LinkedRetailerGroup[]> {
  const scope = await visibleRetailerScope(db, userId, query.company_id);
  if (!scope) return [];
  const named = nameFilter(directoryRetailers.name, query.search);
  const where = and(
    scope,
    isNotNull(companyRetailers.directoryRetailerId),
    named ? inArray(companyRetailers.directoryRetailerId, db.select({ id: directoryRetailers.id }).from(directoryRetailers).where(named)) : undefined,
  );
  const retailers = await queryRetailers(db, { where, orderBy: [asc(companies.name), asc(companyRetailers.name), asc(companyRetailers.id)] });
  const entryIds = [...new Set(retailers.map((r) => r.directory_retailer_id as number))];
  if (entryIds.length === 0) return [];
  const entries = await db
    .select({ id: directoryRetailers.id, name: directoryRetailers.name })
    .from(directoryRetailers)
    .where(inArray(directoryRetailers.id, entryIds))
    .orderBy(asc(directoryRetailers.name), asc(directoryRetailers.id));
  return entries.map((entry) => {
    const members = retailers.filter((r) => r.directory_retailer_id === entry.id);
    return { directory_retailer_id: entry.id, name: entry.name, companies_count: new Set(members.map((r) => r.company_id)).size, retailers: members };
  });
}
