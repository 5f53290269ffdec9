import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { RECORD_LABELS, RECORD_TABLES } from './record-kind';
import type { RecordKind } from './record-kind';

export type WorkspaceRecordRow = { id: number; workspaceId: number; createdBy: number | null };

/** A workspace record by id under its workspace's path; one of another workspace is a 404 here. */
export async function requireWorkspaceRecord(db: Db, kind: RecordKind, workspaceId: number, recordId: number): Promise<WorkspaceRecordRow> {
  const table = RECORD_TABLES[kind];
  const [row] = await db
    .select({ id: table.id, workspaceId: table.workspaceId, createdBy: table.createdBy })
    .from(table)
    .where(and(eq(table.id, recordId), eq(table.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw notFound(RECORD_LABELS[kind]);
  return row;
}
