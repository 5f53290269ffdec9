import { and, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { TrashPage, TrashQuery } from '@/lib/contract/trash';
import type { Db } from '../../db/client';
import { trash } from '../../db/schema';
import { canSeeCompany } from '../access/company-guard';
import { visibleWorkspaceIds } from '../access/content-guard';
import { presentTrashEntry, type TrashEntryRow } from './present-trash';

/** Whose trash: a workspace's, a company's, or what one person deleted anywhere. */
export type TrashScope = { workspaceId: number } | { companyId: number } | { deletedBy: number };

/**
 * A page of the trash, newest first, by id (keyset through the scope's index). The caller has
 * checked the reader's right to the scope; entries past their window are left out even before the
 * purge job has run.
 */
export async function listTrash(db: Db, scope: TrashScope, query: TrashQuery, now: Date): Promise<TrashPage> {
  const where: (SQL | undefined)[] = [
    'workspaceId' in scope
      ? eq(trash.workspaceId, scope.workspaceId)
      : 'companyId' in scope
        ? eq(trash.companyId, scope.companyId)
        : eq(trash.deletedBy, scope.deletedBy),
    query.before ? lt(trash.id, query.before) : undefined,
    gt(trash.purgeAfter, now),
  ];
  const rows = await db
    .select()
    .from(trash)
    .where(and(...where))
    .orderBy(desc(trash.id))
    .limit(query.per_page + 1);
  const page = rows.slice(0, query.per_page);
  return { data: page.map(presentTrashEntry), next_before: rows.length > query.per_page ? page[page.length - 1].id : null };
}

/**
 * Whether `userId` may see that this entry exists at all: they deleted it, or they can see its
 * company or its workspace. Restoring asks this first (anyone else gets a 404 without a restore
 * attempt), then the delete route's own rule.
 */
export async function mayListTrashEntry(db: Db, userId: number, entry: TrashEntryRow): Promise<boolean> {
  if (entry.deletedBy === userId) return true;
  if (entry.companyId !== null && (await canSeeCompany(db, userId, entry.companyId))) return true;
  return entry.workspaceId !== null && (await visibleWorkspaceIds(db, userId)).includes(entry.workspaceId);
}
