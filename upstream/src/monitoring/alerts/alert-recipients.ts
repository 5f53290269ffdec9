import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companyAssignees,
  companyTeams,
  follows,
  monitoringPages,
  monitoringProducts,
  products,
  teamMembers,
  workspaceBrands,
  workspaceProducts,
  workspaceRetailers,
} from '../../db/schema';
import { canSeeCompany } from '../../services/access/company-guard';

export type AlertRecipients = {
  /** The retailer's account owners (company_assignees on the page's company retailer), oldest assignment first. */
  owners: number[];
  /** Followers of the monitored product, of the retailer, or of the catalogue product or brand it watches (workspace records), owners left out. */
  followers: number[];
  /** Nobody owns or follows it: the company's team admins are told instead. */
  fallback: boolean;
};

/**
 * Who a monitoring alert about one page reaches (issue 33), instead of every member of the company:
 * the account owners of the page's retailer, and whoever follows the monitored product, that
 * retailer, or the catalogue product or brand the monitored product is linked to (the workspace
 * records of each). Each must still read the company's monitoring (a follower of a workspace
 * retailer who is not in the company is not told about its prices). Nobody at all → the company's
 * team admins, so an alert never goes unheard.
 */
export async function alertRecipients(db: Db, companyId: number, productId: number, pageId: number | null): Promise<AlertRecipients> {
  const [page] =
    pageId === null
      ? []
      : await db.select({ retailerId: monitoringPages.companyRetailerId }).from(monitoringPages).where(eq(monitoringPages.id, pageId)).limit(1);
  const retailerId = page?.retailerId ?? null;
  const [linked] = await db
    .select({ catalogueProductId: monitoringProducts.productId, brandId: products.brandId })
    .from(monitoringProducts)
    .leftJoin(products, eq(products.id, monitoringProducts.productId))
    .where(eq(monitoringProducts.id, productId))
    .limit(1);

  const ownerRows =
    retailerId === null
      ? []
      : await db
          .select({ userId: companyAssignees.userId })
          .from(companyAssignees)
          .where(and(eq(companyAssignees.companyId, companyId), eq(companyAssignees.assignableType, 'retailer'), eq(companyAssignees.assignableId, retailerId)))
          .orderBy(companyAssignees.id);

  const recordIds = async (
    table: typeof workspaceRetailers | typeof workspaceProducts | typeof workspaceBrands,
    column: 'retailer' | 'product' | 'brand',
    id: number | null | undefined,
  ) => {
    if (id === null || id === undefined) return [] as number[];
    const where =
      column === 'retailer'
        ? eq(workspaceRetailers.companyRetailerId, id)
        : column === 'product'
          ? eq(workspaceProducts.productId, id)
          : eq(workspaceBrands.brandId, id);
    return (await db.select({ id: table.id }).from(table).where(where)).map((r) => r.id);
  };
  const [retailerRecords, productRecords, brandRecords] = [
    await recordIds(workspaceRetailers, 'retailer', retailerId),
    await recordIds(workspaceProducts, 'product', linked?.catalogueProductId),
    await recordIds(workspaceBrands, 'brand', linked?.brandId),
  ];
  const followed = or(
    and(eq(follows.recordKind, 'monitoring_product'), eq(follows.recordId, productId)),
    ...(retailerRecords.length ? [and(eq(follows.recordKind, 'workspace_retailer'), inArray(follows.recordId, retailerRecords))] : []),
    ...(productRecords.length ? [and(eq(follows.recordKind, 'workspace_product'), inArray(follows.recordId, productRecords))] : []),
    ...(brandRecords.length ? [and(eq(follows.recordKind, 'workspace_brand'), inArray(follows.recordId, brandRecords))] : []),
  );
  const followerRows = await db
    .selectDistinct({ userId: follows.userId })
    .from(follows)
    .where(and(eq(follows.unfollowed, false), followed));

  const readers = async (ids: number[]) => {
    const out: number[] = [];
    for (const id of ids) if (!out.includes(id) && (await canSeeCompany(db, id, companyId))) out.push(id);
    return out;
  };
  const owners = await readers(ownerRows.map((r) => r.userId));
  const followers = (await readers(followerRows.map((r) => r.userId).sort((a, b) => a - b))).filter((id) => !owners.includes(id));
  if (owners.length > 0 || followers.length > 0) return { owners, followers, fallback: false };
  return { owners: [], followers: await companyAdminIds(db, companyId), fallback: true };
}

/** The admins of the company's teams: who hears an alert nobody owns or follows. */
export async function companyAdminIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: teamMembers.userId })
    .from(companyTeams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, companyTeams.teamId))
    .where(and(eq(companyTeams.companyId, companyId), eq(teamMembers.role, 'admin')));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}
