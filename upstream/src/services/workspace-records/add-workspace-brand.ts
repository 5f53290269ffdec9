import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { brands, workspaceBrands } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { assertVisibleCompanyRecord } from './read-workspace-records';
import { autoFollow } from '../follows/auto-follow';

/** `POST workspaces/{id}/brands` (creation right already checked): a brand the caller can see, once per workspace. */
export async function addWorkspaceBrand(deps: AppDeps, userId: number, workspaceId: number, brandId: number): Promise<number> {
  const [source] = await deps.db.select({ companyId: brands.companyId }).from(brands).where(eq(brands.id, brandId)).limit(1);
  await assertVisibleCompanyRecord(deps.db, userId, source?.companyId, 'company_brand_id', 'company brand');
  const now = deps.now();
  const [row] = await deps.db
    .insert(workspaceBrands)
    .values({ workspaceId, brandId, createdBy: userId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: workspaceBrands.id });
  if (!row) throw fieldError('company_brand_id', 'This brand is already in the workspace.');
  // Who brings a record into a workspace follows it (issue 33).
  await autoFollow(deps.db, [userId], 'workspace_brand', row.id);
  return row.id;
}
