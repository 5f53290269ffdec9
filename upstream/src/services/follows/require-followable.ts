import { eq } from 'drizzle-orm';
import type { FollowKind } from '@/lib/contract/follows';
import { monitoringProductHref } from '@/lib/monitoring/paths';
import { recordUrl } from '@/lib/routes/record-url';
import type { Db } from '../../db/client';
import { brands, companyRetailers, monitoringProducts, products, workspaceBrands, workspaceProducts, workspaceRetailers } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { requireCompany } from '../access/company-guard';
import { requireContentWorkspaces, requireFile, requireInsight, requireMeeting, requireTask } from '../access/content-guard';

/** A record someone may follow, with what a notification about it needs. */
export type FollowTarget = { kind: FollowKind; id: number; title: string; url: string };

/** The token ability each kind is read with (the route checks it once the kind is known). */
export const FOLLOW_ABILITY: Record<FollowKind, 'tasks' | 'meetings' | 'files' | 'insights' | 'workspaces' | 'companies'> = {
  task: 'tasks',
  meeting: 'meetings',
  file: 'files',
  insight: 'insights',
  workspace_retailer: 'workspaces',
  workspace_brand: 'workspaces',
  workspace_product: 'workspaces',
  monitoring_product: 'companies',
};

const LABELS: Record<FollowKind, string> = {
  task: 'Task',
  meeting: 'Meeting',
  file: 'File',
  insight: 'Insight',
  workspace_retailer: 'Retailer',
  workspace_brand: 'Brand',
  workspace_product: 'Product',
  monitoring_product: 'Monitoring product',
};

async function workspaceRecord(db: Db, userId: number, kind: 'workspace_retailer' | 'workspace_brand' | 'workspace_product', id: number) {
  const [row] =
    kind === 'workspace_retailer'
      ? await db
          .select({ workspaceId: workspaceRetailers.workspaceId, title: companyRetailers.name })
          .from(workspaceRetailers)
          .innerJoin(companyRetailers, eq(companyRetailers.id, workspaceRetailers.companyRetailerId))
          .where(eq(workspaceRetailers.id, id))
          .limit(1)
      : kind === 'workspace_brand'
        ? await db
            .select({ workspaceId: workspaceBrands.workspaceId, title: brands.name })
            .from(workspaceBrands)
            .innerJoin(brands, eq(brands.id, workspaceBrands.brandId))
            .where(eq(workspaceBrands.id, id))
            .limit(1)
        : await db
            .select({ workspaceId: workspaceProducts.workspaceId, title: products.name })
            .from(workspaceProducts)
            .innerJoin(products, eq(products.id, workspaceProducts.productId))
            .where(eq(workspaceProducts.id, id))
            .limit(1);
  if (!row) throw notFound(LABELS[kind]);
  await requireContentWorkspaces(db, userId, [row.workspaceId], 'read');
  const path = { workspace_retailer: 'retailers', workspace_brand: 'brands', workspace_product: 'products' }[kind];
  return { title: row.title, url: `/workspace/${row.workspaceId}/${path}/${id}` };
}

/**
 * The one follow rule: whoever can read a record may follow it, and only they are told about it.
 * Each kind goes through the access module's own read guard, so an outsider gets the same 404 as
 * when opening the record (its existence is not confirmed) — and a read-only member may follow.
 */
export async function requireFollowable(db: Db, userId: number, kind: FollowKind, id: number): Promise<FollowTarget> {
  try {
    switch (kind) {
      case 'task':
      case 'meeting':
      case 'file':
      case 'insight': {
        const guard = { task: requireTask, meeting: requireMeeting, file: requireFile, insight: requireInsight }[kind];
        const { row, links } = await guard(db, userId, id, 'read');
        // Link through a workspace the reader sees, its own workspace first.
        const readable = links.map((ws) => ws.id);
        const workspaceId = readable.includes(row.workspaceId) ? row.workspaceId : readable[0];
        const title = 'title' in row && typeof row.title === 'string' ? row.title : 'name' in row && typeof row.name === 'string' ? row.name : LABELS[kind];
        return { kind, id, title, url: recordUrl(kind, id, workspaceId) };
      }
      case 'monitoring_product': {
        const [row] = await db
          .select({ companyId: monitoringProducts.companyId, name: monitoringProducts.name })
          .from(monitoringProducts)
          .where(eq(monitoringProducts.id, id))
          .limit(1);
        if (!row) throw notFound(LABELS[kind]);
        await requireCompany(db, userId, row.companyId, 'read');
        return { kind, id, title: row.name, url: monitoringProductHref(row.companyId, id) };
      }
      default:
        return { kind, id, ...(await workspaceRecord(db, userId, kind, id)) };
    }
  } catch (error) {
    // The guard's 404 names the workspace or company; the caller asked for the record.
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound(LABELS[kind]);
    throw error;
  }
}

/** The record as this user may read it, or null when they cannot (requireFollowable without the throw): checked before each notification. */
export async function findFollowable(db: Db, userId: number, kind: FollowKind, id: number): Promise<FollowTarget | null> {
  try {
    return await requireFollowable(db, userId, kind, id);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) return null;
    throw error;
  }
}
