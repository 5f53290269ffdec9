import { and, eq } from 'drizzle-orm';
import type { WorkspaceRetailer } from '@/lib/contract/workspace-records';
import type { Db } from '../../db/client';
import { workspaceRetailers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { queryWorkspaceRetailers } from './query-workspace-retailers';

/** One workspace retailer under its workspace's path; one of another workspace is a 404 here. */
export async function getWorkspaceRetailer(db: Db, workspaceId: number, id: number): Promise<WorkspaceRetailer> {
  const [found] = await queryWorkspaceRetailers(db, { where: and(eq(workspaceRetailers.id, id), eq(workspaceRetailers.workspaceId, workspaceId)) });
  if (!found) throw notFound('Retailer');
  return found;
}
