import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, messageBody } from '@/lib/contract/common';
import { discussionResource } from '@/lib/contract/discussions';
import { fileResource } from '@/lib/contract/files';
import { assignBody, subtaskBody } from '@/lib/contract/tasks';
import { jsonDoc } from '../../lib/resource-router';
import { json } from '../../lib/router';
import { oneTask, taskErrors, taskFileParams, taskParams } from './task-routes';

export const addSubtaskRoute = createRoute({
  method: 'post',
  path: '/tasks/{taskId}/subtask',
  description: 'title, due_date. Added at the end of the list; a subtask cannot have subtasks (422). Answers the new subtask as a task.',
  request: { params: taskParams },
  responses: { 201: oneTask('The subtask'), ...taskErrors },
});

export const completeTaskRoute = createRoute({
  method: 'post',
  path: '/tasks/{taskId}/complete',
  description: 'Idempotent. A parent completed keeps its open subtasks open (its progress counts them).',
  request: { params: taskParams },
  responses: { 200: oneTask('The task'), ...taskErrors },
});

export const incompleteTaskRoute = createRoute({
  method: 'post',
  path: '/tasks/{taskId}/incomplete',
  request: { params: taskParams },
  responses: { 200: oneTask('The task'), ...taskErrors },
});

export const assignTaskRoute = createRoute({
  method: 'post',
  path: '/tasks/{taskId}/assign',
  description: 'user_id: a member of the workspace (422 otherwise), notified unless it is the caller. Idempotent.',
  request: { params: taskParams },
  responses: { 200: oneTask('The task'), ...taskErrors },
});

export const unassignTaskRoute = createRoute({
  method: 'post',
  path: '/tasks/{taskId}/unassign',
  description: 'user_id. Idempotent.',
  request: { params: taskParams },
  responses: { 200: oneTask('The task'), ...taskErrors },
});

export const taskDiscussionRoute = createRoute({
  method: 'post',
  path: '/tasks/{taskId}/discussion',
  description: 'JSON (or a form): title, body. Anyone who can read the task (read-only teams included).',
  request: { params: taskParams },
  responses: { 201: json(dataOf(discussionResource), 'The discussion'), ...taskErrors },
});

export const listTaskFilesRoute = createRoute({
  method: 'get',
  path: '/tasks/{taskId}/files',
  request: { params: taskParams },
  responses: { 200: json(dataOf(z.array(fileResource)), 'The attached files, in the order attached'), ...taskErrors },
});

export const addTaskFileRoute = createRoute({
  method: 'post',
  path: '/tasks/{taskId}/files',
  description:
    "multipart/form-data (or JSON with file_id): `file_id` of a file shared with the task's workspace, or `file` (+ optional `name`) uploaded as a new file of that workspace " +
    '(the create right; document limits: README "Uploads"). Answers the attached file.',
  request: { params: taskParams },
  responses: { 201: json(dataOf(fileResource), 'The attached file'), ...taskErrors },
});

export const detachTaskFileRoute = createRoute({
  method: 'delete',
  path: '/tasks/{taskId}/files/{fileId}',
  description: 'Detaches only: the file stays in the workspace. 404 when it is not attached.',
  request: { params: taskFileParams },
  responses: { 200: json(messageBody, 'Detached'), ...taskErrors },
});

/** Documented here, read by the handlers after their access check (createResourceRouter's `body`). */
export const taskBodies = { subtask: jsonDoc(subtaskBody), assign: jsonDoc(assignBody) };
