import { asc, eq } from 'drizzle-orm';
import type { FileRecord } from '@/lib/contract/files';
import type { Db } from '../../db/client';
import { files, taskFiles, tasks } from '../../db/schema';
import { presentFiles } from '../files/present-files';

/** The files attached to a task, in the order they were attached (the caller has read access to the task). */
export async function presentTaskFiles(db: Db, userId: number, taskId: number): Promise<FileRecord[]> {
  const rows = await db
    .select({ file: files })
    .from(taskFiles)
    .innerJoin(files, eq(files.id, taskFiles.fileId))
    .where(eq(taskFiles.taskId, taskId))
    .orderBy(asc(taskFiles.createdAt), asc(taskFiles.fileId));
  const [task] = await db.select({ workspaceId: tasks.workspaceId }).from(tasks).where(eq(tasks.id, taskId)).limit(1);
  // A file unshared from the task's workspace after it was attached must not echo its own (hidden) workspace.
  return presentFiles(
    db,
    userId,
    rows.map((r) => r.file),
    { fallbackWorkspaceId: task?.workspaceId },
  );
}
