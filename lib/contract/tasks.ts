import { z } from 'zod';
import { TASK_STATUSES } from './values';
import { memberUser } from './teams';
import { MAX_DB_ID, nullableId, optionalText, requiredText } from './catalogue-common';
import { contentFilterQuery, idList, optionalDate } from './content-common';
import { discussionResource } from './discussions';
import { fileResource } from './files';
import { taskMonitoringAlert } from './monitoring/alert-links';
// Defined in values.ts, without zod, for browser code; re-exported for everything that imports them here.
export { TASK_STATUSES };

export const subtaskResource = z.object({
  id: z.number().int(),
  title: z.string(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  due_date: z.string().nullable(),
  position: z.number().int(),
});
export type Subtask = z.infer<typeof subtaskResource>;

export const taskResource = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  workspace_name: z.string(),
  parent_id: z.number().int().nullable(),
  meeting_id: z.number().int().nullable(),
  meeting_title: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  due_date: z.string().nullable(),
  /** Not completed and due before today (UTC). */
  overdue: z.boolean(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  completed_by: memberUser.nullable(),
  assignees: z.array(memberUser),
  subtasks: z.array(subtaskResource),
  /** Completed subtasks / all subtasks (0–100); without subtasks 0 or 100 by the task itself. */
  progress: z.number().int(),
  files_count: z.number().int(),
  discussions_count: z.number().int(),
  workspace_company_retailer_id: z.number().int().nullable(),
  workspace_company_brand_id: z.number().int().nullable(),
  workspace_company_product_id: z.number().int().nullable(),
  created_by: memberUser.nullable(),
  can_write: z.boolean(),
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof taskResource>;

/** `GET tasks/{id}`: the task with its discussions (oldest first), its attached files and, when a monitoring alert opened it, that alert. */
export const taskDetailResource = taskResource.extend({
  discussions: z.array(discussionResource),
  files: z.array(fileResource),
  monitoring_alert: taskMonitoringAlert.nullable(),
});
export type TaskDetail = z.infer<typeof taskDetailResource>;

const taskFields = {
  description: optionalText('description', 10000),
  due_date: optionalDate('due date'),
  /** Members of the task's workspace; each new assignee is notified. */
  assignee_ids: idList('assignee_ids'),
  workspace_company_retailer_id: nullableId,
  workspace_company_brand_id: nullableId,
  workspace_company_product_id: nullableId,
};

/** `POST tasks` (and `POST meetings/{id}/task`, where the meeting gives the workspace). */
export const taskCreateBody = z.object({
  workspace_id: z.coerce
    .number({ error: 'The workspace field is required.' })
    .int()
    .positive({ message: 'The workspace field is required.' })
    .max(MAX_DB_ID, 'The selected workspace is invalid.'),
  title: requiredText('title', 300),
  ...taskFields,
});
export type TaskCreateBody = z.infer<typeof taskCreateBody>;
export const meetingTaskBody = taskCreateBody.omit({ workspace_id: true });
export const taskUpdateBody = z.object({ title: requiredText('title', 300).optional(), ...taskFields });
export type TaskUpdateBody = z.infer<typeof taskUpdateBody>;
export const subtaskBody = z.object({ title: requiredText('title', 300), due_date: optionalDate('due date') });
/** `POST tasks/{id}/assign` and `/unassign`. */
export const assignBody = z.object({
  user_id: z.coerce
    .number({ error: 'The user field is required.' })
    .int()
    .positive({ message: 'The user field is required.' })
    .max(MAX_DB_ID, 'The selected user is invalid.'),
});

/** `GET tasks`: global filters plus assignee (`me` or a user id), status and due dates; top-level tasks only. */
export const taskListQuery = contentFilterQuery.and(
  z.object({
    assignee: z.union([z.literal('me'), z.coerce.number().int().positive().max(MAX_DB_ID)]).optional(),
    status: z.enum(TASK_STATUSES).default('open'),
    due_from: optionalDate('due_from'),
    due_to: optionalDate('due_to'),
    meeting_id: z.coerce.number().int().positive().max(MAX_DB_ID).optional(),
  }),
);
export type TaskListQuery = z.infer<typeof taskListQuery>;

/** `POST tasks/{id}/files` (multipart): `file_id` of a file in the task's workspace, or `file` (+ `name`) to upload one there. */
export const taskFileBody = z.object({ file_id: nullableId, name: optionalText('name', 200) });
