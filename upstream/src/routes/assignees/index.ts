import { createResourceRouter } from '../../lib/resource-router';
import { createAssignee } from '../../services/assignees/create-assignee';
import { deleteAssignee } from '../../services/assignees/delete-assignee';
import { getAssignee, listAssignees } from '../../services/assignees/read-assignees';
import { updateAssignee } from '../../services/assignees/update-assignee';
import { createAssigneeRoute, deleteAssigneeRoute, getAssigneeRoute, listAssigneesRoute, updateAssigneeRoute } from './routes';

/** `companies/{companyId}/assignees[/{assigneeId}]`: people of the company's teams looking after its brands, products and retailers. */
const { router, route } = createResourceRouter({ tag: 'assignees', access: { ability: 'companies' } });
export const assigneesRouter = router;

route(listAssigneesRoute, async (c) => c.json(await listAssignees(c.var.deps.db, c.req.valid('param').companyId, c.req.valid('query')), 200));

route(createAssigneeRoute, async (c) => c.json({ data: await createAssignee(c.var.deps.db, c.req.valid('param').companyId, c.req.valid('json')) }, 201));

route(getAssigneeRoute, async (c) => {
  const { companyId, assigneeId } = c.req.valid('param');
  return c.json({ data: await getAssignee(c.var.deps.db, companyId, assigneeId) }, 200);
});

route(updateAssigneeRoute, async (c) => {
  const { companyId, assigneeId } = c.req.valid('param');
  return c.json({ data: await updateAssignee(c.var.deps.db, companyId, assigneeId, c.req.valid('json')) }, 200);
});

route(deleteAssigneeRoute, async (c) => {
  const { companyId, assigneeId } = c.req.valid('param');
  await deleteAssignee(c.var.deps.db, companyId, assigneeId);
  return c.json({ message: 'Assignee has been removed.' }, 200);
});
