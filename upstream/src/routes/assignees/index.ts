import { createRouter } from '../../lib/router';
import { createAssignee } from '../../services/assignees/create-assignee';
import { deleteAssignee } from '../../services/assignees/delete-assignee';
import { getAssignee } from '../../services/assignees/get-assignee';
import { listAssignees } from '../../services/assignees/list-assignees';
import { updateAssignee } from '../../services/assignees/update-assignee';
import { idHook } from '../../lib/path-ids';
import { numericIds } from '../../lib/path-ids';
import { createAssigneeRoute, deleteAssigneeRoute, getAssigneeRoute, listAssigneesRoute, updateAssigneeRoute } from './routes';

/** `companies/{companyId}/assignees[/{assigneeId}]`: people of the company's teams looking after its brands, products and retailers. */
export const assigneesRouter = createRouter();

assigneesRouter.openapi(
  numericIds(assigneesRouter, listAssigneesRoute),
  async (c) => c.json(await listAssignees(c.var.deps.db, c.req.valid('param').companyId, c.req.valid('query')), 200),
  idHook,
);

assigneesRouter.openapi(
  numericIds(assigneesRouter, createAssigneeRoute),
  async (c) => c.json({ data: await createAssignee(c.var.deps.db, c.req.valid('param').companyId, c.req.valid('json')) }, 201),
  idHook,
);

assigneesRouter.openapi(
  numericIds(assigneesRouter, getAssigneeRoute),
  async (c) => {
    const { companyId, assigneeId } = c.req.valid('param');
    return c.json({ data: await getAssignee(c.var.deps.db, companyId, assigneeId) }, 200);
  },
  idHook,
);

assigneesRouter.openapi(
  numericIds(assigneesRouter, updateAssigneeRoute),
  async (c) => {
    const { companyId, assigneeId } = c.req.valid('param');
    return c.json({ data: await updateAssignee(c.var.deps.db, companyId, assigneeId, c.req.valid('json')) }, 200);
  },
  idHook,
);

assigneesRouter.openapi(
  numericIds(assigneesRouter, deleteAssigneeRoute),
  async (c) => {
    const { companyId, assigneeId } = c.req.valid('param');
    await deleteAssignee(c.var.deps.db, companyId, assigneeId);
    return c.json({ message: 'Assignee has been removed.' }, 200);
  },
  idHook,
);
