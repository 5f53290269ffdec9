import { asc, count, eq } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { WorkspaceRequest } from '@/lib/contract/workspaces';
import type { Db } from '../../db/client';
import { workspaces } from '../../db/schema';
import { paged, pageOffset } from '../../lib/paginate';
import { presentWorkspaceRequests } from './present-workspace-requests';

/** `GET superadmin/pending-workspace-requests`: pending requests, oldest first, with requester and owner team. */
export async function listWorkspaceRequests(db: Db, viewerId: number, page: number, perPage: number): Promise<{ data: WorkspaceRequest[]; meta: PageMeta }> {
  const where = eq(workspaces.approvalStatus, 'pending');
  const [{ n }] = await db.select({ n: count() }).from(workspaces).where(where);
  const rows = await db
    .select()
    .from(workspaces)
    .where(where)
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
    .limit(perPage)
    .offset(pageOffset(page, perPage));
  return paged(await presentWorkspaceRequests(db, viewerId, rows), n, page, perPage);
}
