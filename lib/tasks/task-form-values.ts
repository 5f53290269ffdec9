/**
 * The task forms' values and the bodies they send (`POST tasks`, `PUT tasks/{id}`), checked with the
 * contract's schemas before sending. Pure, so the rules are tested without a browser.
 */
import type { Task } from '@/lib/contract/tasks';

export type TaskFormValues = {
  /** '' until chosen (the `all` route); a number for a workspace route. */
  workspaceId: string;
  title: string;
  description: string;
  /** "YYYY-MM-DD" or ''. */
  dueDate: string;
  assigneeIds: number[];
  retailerId: string;
  brandId: string;
  productId: string;
};

export const emptyTaskValues = (workspaceId: number | null): TaskFormValues => ({
  workspaceId: workspaceId ? String(workspaceId) : '',
  title: '',
  description: '',
  dueDate: '',
  assigneeIds: [],
  retailerId: '',
  brandId: '',
  productId: '',
});

/** `POST tasks`: ids as the contract reads them (empty optional fields left out). */
export function createTaskInput(v: TaskFormValues): Record<string, unknown> {
  return {
    workspace_id: v.workspaceId,
    title: v.title,
    ...(v.description.trim() ? { description: v.description } : {}),
    ...(v.dueDate ? { due_date: v.dueDate } : {}),
    ...(v.assigneeIds.length ? { assignee_ids: v.assigneeIds } : {}),
    ...(v.retailerId ? { workspace_company_retailer_id: v.retailerId } : {}),
    ...(v.brandId ? { workspace_company_brand_id: v.brandId } : {}),
    ...(v.productId ? { workspace_company_product_id: v.productId } : {}),
  };
}

/** A change of workspace drops the choices that belonged to the previous one. */
export const changeWorkspace = (v: TaskFormValues, workspaceId: string): TaskFormValues =>
  workspaceId === v.workspaceId ? v : { ...v, workspaceId, assigneeIds: [], retailerId: '', brandId: '', productId: '' };

export type TaskDetailsValues = { title: string; description: string; dueDate: string };

export const detailsOf = (task: Pick<Task, 'title' | 'description' | 'due_date'>): TaskDetailsValues => ({
  title: task.title,
  description: task.description ?? '',
  dueDate: task.due_date?.slice(0, 10) ?? '',
});

/**
 * `PUT tasks/{id}` from the inline edit: only what changed is sent (fields sent change); an emptied
 * description or due date is sent as '' so the upstream clears it.
 */
export function updateTaskInput(before: TaskDetailsValues, after: TaskDetailsValues): Record<string, string> {
  const body: Record<string, string> = {};
  if (after.title.trim() !== before.title.trim()) body.title = after.title;
  if (after.description.trim() !== before.description.trim()) body.description = after.description.trim();
  if (after.dueDate !== before.dueDate) body.due_date = after.dueDate;
  return body;
}
