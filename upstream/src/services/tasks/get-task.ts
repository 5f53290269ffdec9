import type { TaskDetail } from '@/lib/contract/tasks';
import type { Db } from '../../db/client';
import type { TaskAccess } from '../access/content-guard';
import { loadTaskAlert } from '../monitoring/alerts/load-task-alert';
import { presentDiscussions } from '../discussions/present-discussions';
import { presentTaskFiles } from './present-task-files';
import { presentTasks } from './present-tasks';

/**
 * `GET tasks/{id}` (a task or a subtask; `access` is the handler's requireTask 'read'): the task, its
 * discussions oldest first its attached files and the monitoring alert that opened it.
 */
export async function getTask(db: Db, access: TaskAccess, userId: number, now: Date): Promise<TaskDetail> {
  const taskId = access.row.id;
  const [[task], discussions, files, monitoringAlert] = await Promise.all([
    presentTasks(db, userId, [access.row], now),
    presentDiscussions(db, userId, { taskId, canEditSubject: access.canEdit }),
    presentTaskFiles(db, userId, taskId),
    loadTaskAlert(db, userId, taskId),
  ]);
  return { ...task, discussions, files, monitoring_alert: monitoringAlert };
}
