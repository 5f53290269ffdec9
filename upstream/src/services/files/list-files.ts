import { getTableColumns } from 'drizzle-orm';
import type { ContentFilterQuery } from '@/lib/contract/content-common';
import type { FileRecord } from '@/lib/contract/files';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { applyWindow, onlyScoped, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import { countOf, countedTotal, narrowed, readPage } from '../../lib/read-page';
import { fileFilters } from './file-filters';
import { presentFiles } from './present-files';

/**
 * `GET files` (and a workspace retailer's files): the files shared with one of `scope`, filtered,
 * sorted (newest first by default, names case-insensitively) and paged. The total of one
 * workspace's unfiltered files is its list_counts row; a file shared with several workspaces of a
 * wider scope would be summed twice there, so that one is counted.
 */
export async function listFiles(db: Db, userId: number, scope: number[], query: ContentFilterQuery): Promise<{ data: FileRecord[]; meta: PageMeta }> {
  const where = fileFilters(db, scope, query);
  const count = scope.length === 1 && onlyScoped(query) ? countedTotal('files', scope) : countOf(files, where);
  const keys = orderKeysFor(query.sort, { name: files.name, createdAt: files.createdAt, id: files.id });
  const search = query.search?.trim() ? { table: files, where } : undefined;
  const { rows, total } = await readPage(db, { keys, page: query.page, perPage: query.per_page, count, search }, (window, listTotal, only) =>
    applyWindow(
      db
        .select({ ...getTableColumns(files), listTotal })
        .from(files)
        .where(narrowed(where, only))
        .$dynamic(),
      window,
    ),
  );
  return paged(await presentFiles(db, userId, rows), total, query.page, query.per_page);
}
