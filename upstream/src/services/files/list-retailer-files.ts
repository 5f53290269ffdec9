import { and, eq } from 'drizzle-orm';
import type { ContentFilterQuery } from '@/lib/contract/content-common';
import type { Db } from '../../db/client';
import { workspaceRetailers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireContentWorkspaces } from '../access/content-guard';
import { listFiles } from './list-files';

/**
 * `GET workspaces/{id}/retailers/{workspaceRetailerId}/files`: the files of that workspace retailer
 * shared with this workspace. A retailer of another workspace is 404, like an unknown one.
 */
export async function listRetailerFiles(db: Db, userId: number, workspaceId: number, workspaceRetailerId: number, query: ContentFilterQuery) {
  await requireContentWorkspaces(db, userId, [workspaceId], 'read');
  const [retailer] = await db
    .select({ id: workspaceRetailers.id })
    .from(workspaceRetailers)
    .where(and(eq(workspaceRetailers.id, workspaceRetailerId), eq(workspaceRetailers.workspaceId, workspaceId)))
    .limit(1);
  if (!retailer) throw notFound('Retailer');
  return listFiles(db, userId, [workspaceId], { ...query, retailer_ids: [workspaceRetailerId] });
}
