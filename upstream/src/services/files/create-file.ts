import { fileCreateBody } from '@/lib/contract/files';
import type { FileDetail } from '@/lib/contract/files';
import type { AppDeps } from '../../app-env';
import { fileRetailers, files, fileVersions, fileWorkspaces } from '../../db/schema';
import type { StreamingForm } from '../../lib/streaming-form';
import { parseOr422 } from '../../lib/validation';
import { requireContentWorkspaces } from '../access/content-guard';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import { assertFileLinks } from './read-files';
import { autoFollow } from '../follows/auto-follow';
import { presentFileDetail } from './present-files';
import { discardOnFailure, formInput, versionContent } from './version-content';

/**
 * `POST files` (multipart, already streamed to storage): validates the fields, the caller's right to
 * create resources in every workspace named (the owner workspace always included) and the links,
 * then writes the file, its workspaces, retailers and version 1 together. On any failure the stored
 * document is removed. The users of those workspaces get `fileUpdated`.
 */
export async function createFile(deps: AppDeps, userId: number, form: StreamingForm): Promise<FileDetail> {
  const { fileId, workspaceIds } = await discardOnFailure(form, async () => {
    const body = parseOr422(fileCreateBody, formInput(form, ['workspace_ids', 'retailer_ids']));
    const content = versionContent(form.files.file?.[0], body.external_url);
    const workspaceIds = [...new Set([body.workspace_id, ...(body.workspace_ids ?? [])])];
    await requireContentWorkspaces(deps.db, userId, workspaceIds, 'create');
    const links = {
      retailerIds: body.retailer_ids,
      primaryRetailerId: body.workspace_company_retailer_id,
      brandId: body.workspace_company_brand_id,
      productId: body.workspace_company_product_id,
    };
    await assertFileLinks(deps.db, workspaceIds, links);
    const retailerIds = [...new Set([...(links.primaryRetailerId ? [links.primaryRetailerId] : []), ...(links.retailerIds ?? [])])];
    const now = deps.now();
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(files)
        .values({
          workspaceId: body.workspace_id,
          name: body.name,
          description: body.description ?? null,
          category: body.category ?? null,
          workspaceBrandId: links.brandId ?? null,
          workspaceProductId: links.productId ?? null,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: files.id });
      await tx.insert(fileWorkspaces).values(workspaceIds.map((workspaceId) => ({ fileId: row.id, workspaceId })));
      if (retailerIds.length) await tx.insert(fileRetailers).values(retailerIds.map((workspaceRetailerId) => ({ fileId: row.id, workspaceRetailerId })));
      await tx.insert(fileVersions).values({ fileId: row.id, version: 1, ...content, uploadedBy: userId, createdAt: now });
      return row.id;
    });
    return { fileId: id, workspaceIds };
  });
  await autoFollow(deps.db, [userId], 'file', fileId);
  await broadcastToWorkspaces(deps, workspaceIds, 'fileUpdated', { id: fileId, workspace_ids: workspaceIds });
  return presentFileDetail(deps.db, userId, fileId);
}
