import { z } from '@hono/zod-openapi';
import { dataOf, messageBody } from '@/lib/contract/common';
import { taskResource } from '@/lib/contract/tasks';
import { pathId } from '../../lib/path-ids';
import { bearerSecurity, errorResponses, json } from '../../lib/router';
import { requireAuth } from '../../middleware/auth';

/** Every tasks route needs the `tasks` ability (read for GET, write otherwise); path ids are digits only. */
export const taskBase = { tags: ['tasks'], security: bearerSecurity, middleware: [requireAuth('tasks')] };
export const taskErrors = { ...errorResponses, 404: json(messageBody, 'Not found, or not visible to the caller') };
export const taskParams = z.object({ taskId: pathId });
export const taskFileParams = z.object({ taskId: pathId, fileId: pathId });
export const oneTask = (description: string) => json(dataOf(taskResource), description);
