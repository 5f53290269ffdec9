import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Company } from '@/lib/contract/companies';
import type { Db } from '../../db/client';
import { brands, companies, companyDistributors, companyPartners, companyRetailers, companyTeams, products, teamMembers, teams } from '../../db/schema';
import { uploadUrl } from '../../lib/user-resource';

type Counts = Company['counts'];

/** Rows per company of one table, as a map (companies with none are absent). */
async function countBy(db: Db, table: PgTable, companyId: AnyPgColumn, ids: number[]): Promise<Map<number, number>> {
  const rows = await db.select({ id: companyId, n: count() }).from(table).where(inArray(companyId, ids)).groupBy(companyId);
  return new Map(rows.map((r) => [r.id as number, r.n]));
}

/**
 * Companies as `userId` sees them, in the order of `companyIds`: every linked team with the caller's
 * role in it (null when not a member), `can_edit` when the caller administers one of them, and the
 * sizes of its catalogue. Access is the caller's business: this only shapes rows.
 */
export async function loadCompanyResources(db: Db, userId: number, companyIds: number[]): Promise<Company[]> {
  if (companyIds.length === 0) return [];
  const rows = await db.select().from(companies).where(inArray(companies.id, companyIds));
  const links = await db
    .select({ companyId: companyTeams.companyId, id: teams.id, name: teams.name, role: teamMembers.role })
    .from(companyTeams)
    .innerJoin(teams, eq(teams.id, companyTeams.teamId))
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(inArray(companyTeams.companyId, companyIds))
    .orderBy(asc(teams.name), asc(teams.id));
  const [brandCounts, productCounts, retailerCounts, partnerCounts, distributorCounts] = await Promise.all([
    countBy(db, brands, brands.companyId, companyIds),
    countBy(db, products, products.companyId, companyIds),
    countBy(db, companyRetailers, companyRetailers.companyId, companyIds),
    countBy(db, companyPartners, companyPartners.companyId, companyIds),
    countBy(db, companyDistributors, companyDistributors.companyId, companyIds),
  ]);
  const byId = new Map(
    rows.map((row): [number, Company] => {
      const teamsOf = links.filter((l) => l.companyId === row.id).map((l) => ({ id: l.id, name: l.name, role: l.role }));
      const counts: Counts = {
        brands: brandCounts.get(row.id) ?? 0,
        products: productCounts.get(row.id) ?? 0,
        retailers: retailerCounts.get(row.id) ?? 0,
        partners: partnerCounts.get(row.id) ?? 0,
        distributors: distributorCounts.get(row.id) ?? 0,
      };
      return [
        row.id,
        {
          id: row.id,
          name: row.name,
          subdomain: row.subdomain,
          description: row.description,
          website: row.website,
          industry: row.industry,
          image: uploadUrl(row.image),
          can_edit: teamsOf.some((t) => t.role === 'admin'),
          teams: teamsOf,
          counts,
          created_at: row.createdAt.toISOString(),
        },
      ];
    }),
  );
  return companyIds.flatMap((id) => byId.get(id) ?? []);
}
