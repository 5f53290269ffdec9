import { count } from 'drizzle-orm';
import type { ContentFilterQuery } from '@/lib/contract/content-common';
import type { FileRecord } from '@/lib/contract/files';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { applyWindow, orderKeysFor } from '../../lib/list-query';
import { inPageOrder, pageWindow } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import { fileFilters } from './file-filters';
import { presentFiles } from './present-files';

/**
 * `GET files` (and a workspace retailer's files): the files shared with one of `scope`, filtered,
 * sorted (newest first by default, names case-insensitively) and paged.
 */
export async function listFiles(db: Db, userId: number, scope: number[], query: ContentFilterQuery): Promise<{ data: FileRecord[]; meta: PageMeta }> {
  const where = fileFilters(db, scope, query);
  const [{ n }] = await db.select({ n: count() }).from(files).where(where);
  const window = pageWindow(orderKeysFor(query.sort, { name: files.name, createdAt: files.createdAt, id: files.id }), n, query.page, query.per_page);
  const rows = inPageOrder(await applyWindow(db.select().from(files).where(where).$dynamic(), window), window);
  return paged(await presentFiles(db, userId, rows), n, query.page, query.per_page);
}
