import { and, asc, gt } from 'drizzle-orm';
import { contentFilterQuery } from '@/lib/contract/content-common';
import type { FileRecord } from '@/lib/contract/files';
import { files } from '../../../db/schema';
import { presentFiles } from '../../files/present-files';
import { fileFilters } from '../../files/read-files';
import type { WorkspaceScope } from '../export-dataset';
import { defineDataset, names, person } from '../export-dataset';

/**
 * `workspaces/{id}/exports/files`: the workspace's files list with its own filters (the path's workspace
 * is `workspace_ids`; paging and `sort` are accepted and ignored).
 * Files are exported as metadata: names, links and counts, never the documents.
 */
export const filesExport = defineDataset({
  name: 'files',
  title: 'files',
  ability: 'files',
  query: contentFilterQuery,
  columns: [
    { header: 'File', value: (f: FileRecord) => f.name },
    { header: 'Description', value: (f: FileRecord) => f.description },
    { header: 'Category', value: (f: FileRecord) => f.category },
    { header: 'Retailers', value: (f: FileRecord) => names(f.retailers) },
    { header: 'Brand', value: (f: FileRecord) => f.brand_name },
    { header: 'Product', value: (f: FileRecord) => f.product_name },
    { header: 'Document', value: (f: FileRecord) => f.file?.original_name ?? null },
    { header: 'Type', value: (f: FileRecord) => f.file?.mime ?? null },
    { header: 'Size (bytes)', value: (f: FileRecord) => f.file?.size ?? null, kind: 'number' },
    { header: 'Link', value: (f: FileRecord) => f.external_url },
    { header: 'Versions', value: (f: FileRecord) => f.versions_count, kind: 'number' },
    { header: 'Created by', value: (f: FileRecord) => person(f.created_by) },
    { header: 'Created', value: (f: FileRecord) => f.created_at },
    { header: 'Updated', value: (f: FileRecord) => f.updated_at },
  ],
  read: async ({ db, viewer }: WorkspaceScope, q, afterId, limit) => {
    const rows = await db
      .select()
      .from(files)
      .where(and(fileFilters(db, [viewer.ws.id], q), gt(files.id, afterId)))
      .orderBy(asc(files.id))
      .limit(limit);
    return presentFiles(db, viewer.userId, rows);
  },
});
