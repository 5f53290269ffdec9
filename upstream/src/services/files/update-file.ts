import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FileDetail, FileUpdateBody } from '@/lib/contract/files';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { fileRetailers, files, fileWorkspaces, workspaceBrands, workspaceProducts, workspaceRetailers } from '../../db/schema';
import { requireContentWorkspaces } from '../access/content-guard';
import type { ContentAccess } from '../access/content-guard';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import type { Patch } from '../../lib/patch';
import { assertFileLinks } from './read-files';
import { presentFileDetail } from './present-files';
import type { FileRow } from './present-files';

export type FilePatch = Patch<FileUpdateBody>;

const unique = (ids: number[]) => [...new Set(ids)];

async function workspaceOf(db: Db, table: typeof workspaceBrands | typeof workspaceProducts, id: number | null): Promise<number | null> {
  if (id === null) return null;
  const [row] = await db.select({ workspaceId: table.workspaceId }).from(table).where(eq(table.id, id)).limit(1);
  return row?.workspaceId ?? null;
}

/**
 * `PUT files/{id}`: the fields sent change. `workspace_ids` replaces the workspaces the caller can
 * see (those they cannot see stay, and so does the owner workspace); each added one needs the right
 * to create resources there. New retailers, brand and product must belong to the file's workspaces
 * the caller can see; links that no longer belong to any of its workspaces are dropped. Users of the
 * old and the new workspaces get `fileUpdated`, so a view the file left refreshes too.
 */
export async function updateFile(deps: AppDeps, userId: number, access: ContentAccess<FileRow>, patch: FilePatch): Promise<FileDetail> {
  const { db } = deps;
  const file = access.row;
  const current = access.workspaceIds;
  const visible = new Set(access.links.map((ws) => ws.id));
  const hidden = current.filter((id) => !visible.has(id));
  const final = patch.workspace_ids === undefined ? current : unique([file.workspaceId, ...hidden, ...(patch.workspace_ids ?? [])]);
  const added = final.filter((id) => !current.includes(id));
  if (added.length) await requireContentWorkspaces(db, userId, added, 'create');

  await assertFileLinks(
    db,
    final.filter((id) => !hidden.includes(id)),
    {
      retailerIds: patch.retailer_ids ?? undefined,
      primaryRetailerId: patch.workspace_company_retailer_id,
      brandId: patch.workspace_company_brand_id,
      productId: patch.workspace_company_product_id,
    },
  );

  const currentRetailers = await db
    .select({ id: workspaceRetailers.id, workspaceId: workspaceRetailers.workspaceId })
    .from(fileRetailers)
    .innerJoin(workspaceRetailers, eq(workspaceRetailers.id, fileRetailers.workspaceRetailerId))
    .where(eq(fileRetailers.fileId, file.id));
  const retailersSent = patch.retailer_ids !== undefined || patch.workspace_company_retailer_id !== undefined;
  const nextRetailers = retailersSent
    ? unique([
        ...(patch.workspace_company_retailer_id ? [patch.workspace_company_retailer_id] : []),
        ...(patch.retailer_ids ?? []),
        ...currentRetailers.filter((r) => hidden.includes(r.workspaceId)).map((r) => r.id),
      ])
    : currentRetailers.filter((r) => final.includes(r.workspaceId)).map((r) => r.id);
  const keep = async (table: typeof workspaceBrands | typeof workspaceProducts, id: number | null) => {
    const ws = await workspaceOf(db, table, id);
    return ws !== null && final.includes(ws) ? id : null;
  };
  const nextBrand = patch.workspace_company_brand_id !== undefined ? patch.workspace_company_brand_id : await keep(workspaceBrands, file.workspaceBrandId);
  const nextProduct =
    patch.workspace_company_product_id !== undefined ? patch.workspace_company_product_id : await keep(workspaceProducts, file.workspaceProductId);

  await db.transaction(async (tx) => {
    await tx
      .update(files)
      .set({
        name: patch.name ?? undefined,
        description: patch.description,
        category: patch.category,
        workspaceBrandId: nextBrand,
        workspaceProductId: nextProduct,
        updatedAt: deps.now(),
      })
      .where(eq(files.id, file.id));
    await tx.delete(fileWorkspaces).where(and(eq(fileWorkspaces.fileId, file.id), notInArray(fileWorkspaces.workspaceId, final)));
    if (added.length)
      await tx
        .insert(fileWorkspaces)
        .values(added.map((workspaceId) => ({ fileId: file.id, workspaceId })))
        .onConflictDoNothing();
    const dropped = currentRetailers.map((r) => r.id).filter((id) => !nextRetailers.includes(id));
    if (dropped.length) await tx.delete(fileRetailers).where(and(eq(fileRetailers.fileId, file.id), inArray(fileRetailers.workspaceRetailerId, dropped)));
    if (nextRetailers.length)
      await tx
        .insert(fileRetailers)
        .values(nextRetailers.map((workspaceRetailerId) => ({ fileId: file.id, workspaceRetailerId })))
        .onConflictDoNothing();
  });

  const concerned = unique([...current, ...final]);
  await broadcastToWorkspaces(deps, concerned, 'fileUpdated', { id: file.id, workspace_ids: final });
  return presentFileDetail(db, userId, file.id);
}
