import { asc, eq } from 'drizzle-orm';
import type { FileRecord } from '@/lib/contract/files';
import type { Db } from '../../db/client';
import { files, taskFiles } from '../../db/schema';
import { presentFiles } from '../files/present-files';

/** The files attached to a task, in the order they were attached (the caller has read access to the task). */
export async function presentTaskFiles(db: Db, userId: number, taskId: number): Promise<FileRecord[]> {
  const rows = await db
    .select({ file: files })
    .from(taskFiles)
    .innerJoin(files, eq(files.id, taskFiles.fileId))
    .where(eq(taskFiles.taskId, taskId))
    .orderBy(asc(taskFiles.createdAt), asc(taskFiles.fileId));
  return presentFiles(db, userId, rows.map((r) => r.file));
}
