import { createResourceRouter } from '../../lib/resource-router';
import { addCompanyUser } from '../../services/company-users/add-company-user';
import { deleteCompanyUser } from '../../services/company-users/delete-company-user';
import { getCompanyUser, listCompanyUsers } from '../../services/company-users/read-company-users';
import { updateCompanyUser } from '../../services/company-users/update-company-user';
import { addCompanyUserRoute, deleteCompanyUserRoute, getCompanyUserRoute, listCompanyUsersRoute, updateCompanyUserRoute } from './routes';

/** `companies/{companyId}/users[/{userId}]`: the company's people and their titles (access still follows teams). */
const { router, route } = createResourceRouter({ tag: 'company-users', access: { ability: 'companies' } });
export const companyUsersRouter = router;

route(listCompanyUsersRoute, async (c) => c.json(await listCompanyUsers(c.var.deps.db, c.req.valid('param').companyId, c.req.valid('query')), 200));

route(addCompanyUserRoute, async (c) => c.json({ data: await addCompanyUser(c.var.deps.db, c.req.valid('param').companyId, c.req.valid('json')) }, 201));

route(getCompanyUserRoute, async (c) => {
  const { companyId, userId } = c.req.valid('param');
  return c.json({ data: await getCompanyUser(c.var.deps.db, companyId, userId) }, 200);
});

route(updateCompanyUserRoute, async (c) => {
  const { companyId, userId } = c.req.valid('param');
  return c.json({ data: await updateCompanyUser(c.var.deps.db, companyId, userId, c.req.valid('json')) }, 200);
});

route(deleteCompanyUserRoute, async (c) => {
  const { companyId, userId } = c.req.valid('param');
  await deleteCompanyUser(c.var.deps.db, companyId, userId);
  return c.json({ message: 'Person has been removed from the company.' }, 200);
});
