import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Workspace } from '@/lib/contract/workspaces';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { workspaces } from '../../db/schema';
import { paged, pageOffset } from '../../lib/paginate';
import { accessibleWorkspaceIds } from './accessible-ids';
import { presentWorkspaces } from './present-workspaces';

/** `GET workspaces`: the approved workspaces the user can open, by name, one page at a time. */
export async function listWorkspaces(db: Db, userId: number, page: number, perPage: number): Promise<{ data: Workspace[]; meta: PageMeta }> {
  const where = and(eq(workspaces.approvalStatus, 'approved'), inArray(workspaces.id, accessibleWorkspaceIds(db, userId)));
  const [{ n }] = await db.select({ n: count() }).from(workspaces).where(where);
  const rows = await db
    .select()
    .from(workspaces)
    .where(where)
    .orderBy(asc(workspaces.name), asc(workspaces.id))
    .limit(perPage)
    .offset(pageOffset(page, perPage));
  return paged(await presentWorkspaces(db, userId, rows), n, page, perPage);
}
