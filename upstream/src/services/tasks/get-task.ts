import type { TaskDetail } from '@/lib/contract/tasks';
import type { Db } from '../../db/client';
import { requireTask } from '../access/content-guard';
import { loadTaskAlert } from '../monitoring/alerts/load-task-alert';
import { presentDiscussions } from '../discussions/present-discussions';
import { presentTaskFiles } from './present-task-files';
import { presentTasks } from './present-tasks';

/** `GET tasks/{id}` (a task or a subtask): the task, its discussions oldest first its attached files and the monitoring alert that opened it. */
export async function getTask(db: Db, userId: number, taskId: number, now: Date): Promise<TaskDetail> {
  const access = await requireTask(db, userId, taskId, 'read');
  const [[task], discussions, files, monitoringAlert] = await Promise.all([
    presentTasks(db, userId, [access.row], now),
    presentDiscussions(db, userId, { taskId, canEditSubject: access.canEdit }),
    presentTaskFiles(db, userId, taskId),
    loadTaskAlert(db, userId, taskId),
  ]);
  return { ...task, discussions, files, monitoring_alert: monitoringAlert };
}
