import type { Task, TaskCreateBody } from '@/lib/contract/tasks';
import type { AppDeps } from '../../app-env';
import type { WorkspaceViewer } from '../workspace-records/read-workspace-records';
import { broadcastTask } from './broadcast-task';
import { insertTask } from './insert-task';
import { presentTasks } from './present-tasks';

/** The task fields of a create body, as insertTask takes them. */
export const newTaskFields = (body: Omit<TaskCreateBody, 'workspace_id'>) => ({
  title: body.title,
  description: body.description ?? null,
  dueDate: body.due_date ?? null,
  assigneeIds: body.assignee_ids,
  retailerId: body.workspace_company_retailer_id ?? null,
  brandId: body.workspace_company_brand_id ?? null,
  productId: body.workspace_company_product_id ?? null,
});

/**
 * `POST tasks`: section 6's create right in the workspace (404 unseen, 403 read-only or restricted),
 * checked by the handler: `viewer` is its requireWorkspaceViewer 'create' on `body.workspace_id`.
 */
export async function createTask(deps: AppDeps, viewer: WorkspaceViewer, body: TaskCreateBody): Promise<Task> {
  const { userId } = viewer;
  const row = await insertTask(deps, userId, { workspaceId: body.workspace_id, ...newTaskFields(body) });
  await broadcastTask(deps, row, 'taskUpdated');
  const [task] = await presentTasks(deps.db, userId, [row], deps.now());
  return task;
}
