import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { companyRetailers, workspaceRetailers } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { assertVisibleCompanyRecord } from './read-workspace-records';
import { autoFollow } from '../follows/auto-follow';

/**
 * `POST workspaces/{id}/retailers` (creation right already checked): brings a company retailer the
 * caller can see into the workspace once. Returns the workspace retailer id.
 */
export async function addWorkspaceRetailer(deps: AppDeps, userId: number, workspaceId: number, companyRetailerId: number): Promise<number> {
  const [source] = await deps.db
    .select({ companyId: companyRetailers.companyId })
    .from(companyRetailers)
    .where(eq(companyRetailers.id, companyRetailerId))
    .limit(1);
  await assertVisibleCompanyRecord(deps.db, userId, source?.companyId, 'company_retailer_id', 'company retailer');
  const now = deps.now();
  // The unique index settles duplicates, concurrent requests included.
  const [row] = await deps.db
    .insert(workspaceRetailers)
    .values({ workspaceId, companyRetailerId, createdBy: userId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: workspaceRetailers.id });
  if (!row) throw fieldError('company_retailer_id', 'This retailer is already in the workspace.');
  // Who brings a record into a workspace follows it (issue 33).
  await autoFollow(deps.db, [userId], 'workspace_retailer', row.id);
  return row.id;
}
