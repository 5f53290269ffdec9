import { and, eq } from 'drizzle-orm';
import type { FileRecord } from '@/lib/contract/files';
import { taskFileBody } from '@/lib/contract/tasks';
import type { AppDeps } from '../../app-env';
import { files, fileWorkspaces, taskFiles } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { StreamingForm } from '../../lib/streaming-form';
import { parseOr422 } from '../../lib/validation';
import { createFile } from '../files/create-file';
import { presentFiles } from '../files/present-files';
import { discardOnFailure, formInput } from '../files/version-content';
import { broadcastTask } from './broadcast-task';
import type { TaskRow } from './present-tasks';

/**
 * `POST tasks/{id}/files` (write access to the task, checked before the body was read): either
 * `file_id`, a file shared with the task's workspace (422 otherwise, so other workspaces' ids
 * reveal nothing), or an uploaded `file` (+ `name`, else its own name), which becomes a new file of
 * the task's workspace through the files service (its create right, links and `fileUpdated`
 * included). Attaching twice is harmless. Answers the attached file.
 */
export async function addTaskFile(deps: AppDeps, userId: number, task: TaskRow, form: StreamingForm): Promise<FileRecord> {
  const upload = form.files.file?.[0];
  const body = await discardOnFailure(form, async () => {
    const parsed = parseOr422(taskFileBody, formInput(form));
    if (upload && parsed.file_id) throw fieldError('file', 'Send either a file or a file_id, not both.');
    if (!upload && !parsed.file_id) throw fieldError('file_id', 'Choose a file of the workspace or upload one.');
    return parsed;
  });

  let fileId: number;
  if (upload) {
    // Only the fields this call allows reach the files service (not the client's workspace_ids, links…).
    const fields = { workspace_id: String(task.workspaceId), name: body.name ?? upload.originalName };
    fileId = (await createFile(deps, userId, { ...form, fields, lists: {} })).id;
  } else {
    fileId = body.file_id!;
    const [shared] = await deps.db
      .select({ id: fileWorkspaces.fileId })
      .from(fileWorkspaces)
      .where(and(eq(fileWorkspaces.fileId, fileId), eq(fileWorkspaces.workspaceId, task.workspaceId)))
      .limit(1);
    if (!shared) throw fieldError('file_id', "The selected file is not one of the task's workspace files.");
  }
  await deps.db.insert(taskFiles).values({ taskId: task.id, fileId, attachedBy: userId, createdAt: deps.now() }).onConflictDoNothing();
  await broadcastTask(deps, task, 'taskUpdated');
  const [row] = await deps.db.select().from(files).where(eq(files.id, fileId)).limit(1);
  const [file] = await presentFiles(deps.db, userId, [row], { fallbackWorkspaceId: task.workspaceId });
  return file;
}
