import {
  companies,
  companyRetailers,
  companyTeams,
  monitoringPages,
  monitoringProducts,
  monitoringVariations,
  teamMembers,
  teams,
  users,
  workspaces,
  workspaceTeams,
} from '../../db/schema';
import type { ExtractionSettingsColumn } from '@/lib/contract/monitoring/common';
import type { Db } from '../../db/client';

/** A test app, or anything else with a database (the jobs tests on PostgreSQL). */
type TestApp = { deps: { db: Db } };
import { registrableDomain } from '../politeness/registrable-domain';

/** Direct inserts for engine tests: a company with an admin and a member, one watched product. */
export async function makeMonitoringWorld(t: TestApp, opts: { retailer?: string } = {}) {
  const db = t.deps.db;
  const [admin, member] = await db
    .insert(users)
    .values([
      { email: 'owner@example.com', firstName: 'Olga', lastName: 'Owner' },
      { email: 'member@example.com', firstName: 'Max', lastName: 'Member' },
    ])
    .returning({ id: users.id });
  const [company] = await db.insert(companies).values({ name: 'Acme', subdomain: 'acme', createdBy: admin.id }).returning({ id: companies.id });
  const [team] = await db.insert(teams).values({ name: 'Acme team', companyId: company.id, createdBy: admin.id }).returning({ id: teams.id });
  await db.insert(teamMembers).values([
    { teamId: team.id, userId: admin.id, role: 'admin' },
    { teamId: team.id, userId: member.id, role: 'member' },
  ]);
  await db.insert(companyTeams).values({ companyId: company.id, teamId: team.id });
  const [workspace] = await db
    .insert(workspaces)
    .values({ name: 'Pricing', ownerTeamId: team.id, approvalStatus: 'approved' })
    .returning({ id: workspaces.id });
  await db.insert(workspaceTeams).values({ workspaceId: workspace.id, teamId: team.id });
  const [retailer] = await db
    .insert(companyRetailers)
    .values({ companyId: company.id, name: opts.retailer ?? 'Demo-Shop' })
    .returning({ id: companyRetailers.id });
  const [product] = await db
    .insert(monitoringProducts)
    .values({ companyId: company.id, name: 'Espresso Machine Duo', createdBy: admin.id, scheduleCron: '0 */6 * * *', scheduleTz: 'Europe/Berlin' })
    .returning();
  return {
    adminId: admin.id,
    memberId: member.id,
    companyId: company.id,
    teamId: team.id,
    workspaceId: workspace.id,
    retailerId: retailer.id,
    productId: product.id,
  };
}

export type MonitoringWorld = Awaited<ReturnType<typeof makeMonitoringWorld>>;

export async function makeVariation(t: TestApp, productId: number, values: { name: string; sku?: string; gtin?: string }) {
  const [row] = await t.deps.db
    .insert(monitoringVariations)
    .values({ monitoringProductId: productId, ...values })
    .returning({ id: monitoringVariations.id });
  return row.id;
}

export async function makePage(
  t: TestApp,
  world: MonitoringWorld,
  url: string,
  opts: { fetchMode?: 'auto' | 'http' | 'browser'; settings?: ExtractionSettingsColumn; variationId?: number } = {},
) {
  const [row] = await t.deps.db
    .insert(monitoringPages)
    .values({
      monitoringProductId: world.productId,
      variationId: opts.variationId ?? null,
      companyRetailerId: world.retailerId,
      url,
      normalizedUrl: url,
      domain: registrableDomain(url),
      fetchMode: opts.fetchMode ?? 'http',
      settings: opts.settings ?? {},
    })
    .returning();
  return row;
}
