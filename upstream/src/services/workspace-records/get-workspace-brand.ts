import { and, eq } from 'drizzle-orm';
import type { WorkspaceBrand } from '@/lib/contract/workspace-records';
import type { Db } from '../../db/client';
import { workspaceBrands } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { queryWorkspaceBrands } from './query-workspace-brands';

/** One workspace brand under its workspace's path; one of another workspace is a 404 here. */
export async function getWorkspaceBrand(db: Db, workspaceId: number, id: number): Promise<WorkspaceBrand> {
  const [found] = await queryWorkspaceBrands(db, { where: and(eq(workspaceBrands.id, id), eq(workspaceBrands.workspaceId, workspaceId)) });
  if (!found) throw notFound('Brand');
  return found;
}
