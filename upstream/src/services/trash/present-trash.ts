import type { TrashEntry } from '@/lib/contract/trash';
import type { trash } from '../../db/schema';

export type TrashEntryRow = typeof trash.$inferSelect;

/** A trash entry as the API answers it (`TrashEntry` of lib/contract/trash.ts). */
export function presentTrashEntry(row: TrashEntryRow): TrashEntry {
  return {
    id: row.id,
    deleted_at: row.deletedAt.toISOString(),
    purge_after: row.purgeAfter.toISOString(),
    deleted_by: row.deletedBy === null ? null : { id: row.deletedBy, name: row.deletedByName ?? '' },
    impersonated: row.impersonatorId !== null,
    subject: { type: row.subjectType, id: row.subjectId, label: row.subjectLabel },
    table: row.tableName,
    route: row.route,
    workspace_id: row.workspaceId,
    company_id: row.companyId,
    contents: row.contents,
  };
}
