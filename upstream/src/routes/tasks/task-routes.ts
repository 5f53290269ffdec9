import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { taskDetailResource, taskResource } from '@/lib/contract/tasks';
import { pathId } from '../../lib/path-ids';
import { errorResponses, json } from '../../lib/router';

/** Shared with action-routes.ts. */
export const taskErrors = { ...errorResponses, 404: json(messageBody, 'Not found, or not visible to the caller') };
export const taskParams = z.object({ taskId: pathId });
export const taskFileParams = z.object({ taskId: pathId, fileId: pathId });
export const oneTask = (description: string) => json(dataOf(taskResource), description);

const FIELDS =
  'title, description, due_date (YYYY-MM-DD), assignee_ids (members of the workspace; each new one is notified), ' +
  'workspace_company_retailer_id, workspace_company_brand_id, workspace_company_product_id (workspace records of its workspace)';

export const listTasksRoute = createRoute({
  method: 'get',
  path: '/tasks',
  description:
    'Top-level tasks. Global filters: workspace_ids (the visible ones among them; none = all), retailer_ids, brand_ids, product_ids, date_from/date_to (creation, inclusive UTC days), ' +
    'search (title or description); plus assignee (`me` or a user id), status (open [default], completed, overdue = open and due before today UTC, all), due_from/due_to, meeting_id. ' +
    'Without `sort`: open first, by due date (undated last), then newest; `sort` (name = title, created_at) replaces that. ' +
    'Ids lists: comma-separated, or repeated `x[]`. Page 1, 20 a page (`page`, `per_page`).',
  responses: { 200: json(pageOf(taskResource), 'Tasks, paged'), ...taskErrors },
});

export const createTaskRoute = createRoute({
  method: 'post',
  path: '/tasks',
  description: `JSON (or a form): workspace_id, ${FIELDS}. Section 6: the create right in the workspace.`,
  responses: { 201: oneTask('The task'), ...taskErrors },
});

export const createMeetingTaskRoute = createRoute({
  method: 'post',
  path: '/meetings/{meetingId}/task',
  description: `JSON (or a form): ${FIELDS}. A task of the meeting's workspace, linked to the meeting; write access to that workspace. Needs the \`tasks\` ability.`,
  request: { params: z.object({ meetingId: pathId }) },
  responses: { 201: oneTask('The task'), ...taskErrors },
});

export const showTaskRoute = createRoute({
  method: 'get',
  path: '/tasks/{taskId}',
  description: 'A task or a subtask, with its discussions and attached files.',
  request: { params: taskParams },
  responses: { 200: json(dataOf(taskDetailResource), 'The task'), ...taskErrors },
});

export const updateTaskRoute = createRoute({
  method: 'put',
  path: '/tasks/{taskId}',
  description: `JSON (or a form): ${FIELDS}. The fields sent change (null clears an optional one); assignee_ids replaces the assignees. Write access to the workspace; works on subtasks too.`,
  request: { params: taskParams },
  responses: { 200: oneTask('The task'), ...taskErrors },
});

export const deleteTaskRoute = createRoute({
  method: 'delete',
  path: '/tasks/{taskId}',
  description: 'Its author or a manager of the workspace. Subtasks go with it; attached files stay.',
  request: { params: taskParams },
  responses: { 200: json(messageBody, 'Deleted'), ...taskErrors },
});
