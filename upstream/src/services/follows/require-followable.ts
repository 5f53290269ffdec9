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

/** A workspace's retailer, brand or product: its link row, the company record it names, and its screen. */
const WORKSPACE_RECORDS = {
  workspace_retailer: { link: workspaceRetailers, record: companyRetailers, recordId: workspaceRetailers.companyRetailerId, path: 'retailers' },
  workspace_brand: { link: workspaceBrands, record: brands, recordId: workspaceBrands.brandId, path: 'brands' },
  workspace_product: { link: workspaceProducts, record: products, recordId: workspaceProducts.productId, path: 'products' },
} as const;

async function workspaceRecord(db: Db, userId: number, kind: keyof typeof WORKSPACE_RECORDS, id: number) {
  const { link, record, recordId, path } = WORKSPACE_RECORDS[kind];
  const [row] = await db
    .select({ workspaceId: link.workspaceId, title: record.name })
    .from(link)
    .innerJoin(record, eq(record.id, recordId))
    .where(eq(link.id, id))
    .limit(1);
  if (!row) throw notFound(LABELS[kind]);
  await requireContentWorkspaces(db, userId, [row.workspaceId], 'read');
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
