import type { Context } from 'hono';
import { checkSubdomainBody, companyTeamBody, createCompanyBody, generateSubdomainBody, updateCompanyBody } from '@/lib/contract/companies';
import type { AppEnv } from '../../app-env';
import { readForm } from '../../lib/multipart';
import { createResourceRouter } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { addCompany } from '../../services/companies/add-company';
import { attachCompanyTeam } from '../../services/companies/attach-company-team';
import { checkSubdomain } from '../../services/companies/check-subdomain';
import { deleteCompany } from '../../services/companies/delete-company';
import { detachCompanyTeam } from '../../services/companies/detach-company-team';
import { generateSubdomain } from '../../services/companies/generate-subdomain';
import { getCompany } from '../../services/companies/get-company';
import { listCompanies } from '../../services/companies/list-companies';
import { updateCompany } from '../../services/companies/update-company';
import { requireCompany } from '../../services/access/company-guard';
import { edited, pickForm, readBody } from '../../lib/request-body';
import {
  attachTeamRoute,
  bodies,
  checkSubdomainRoute,
  createCompanyRoute,
  deleteCompanyRoute,
  detachTeamRoute,
  generateSubdomainRoute,
  getCompanyRoute,
  listCompaniesRoute,
  putCompanyRoute,
  updateCompanyRoute,
} from './routes';

const FIELDS = ['name', 'subdomain', 'description', 'website', 'industry'] as const;

/** `companies` and `companies/{id}` (with its teams); every route needs the `companies` ability. */
const { router, route } = createResourceRouter({ tag: 'companies', access: { ability: 'companies' } });
export const companiesRouter = router;

route(listCompaniesRoute, async (c) => c.json(await listCompanies(c.var.deps.db, c.var.auth.user.id, c.req.valid('query')), 200));

route(
  createCompanyRoute,
  async (c) => {
    const form = await readForm(c, c.var.deps.config.uploadMaxBytes);
    const body = parseOr422(createCompanyBody, pickForm(form, [...FIELDS, 'team_id']));
    return c.json({ data: await addCompany(c.var.deps, c.var.auth.user.id, body, form.files.image) }, 201);
  },
  { body: bodies.createCompany },
);

route(
  generateSubdomainRoute,
  async (c) => {
    const { name } = parseOr422(generateSubdomainBody, await readBody(c));
    return c.json({ data: { subdomain: await generateSubdomain(c.var.deps.db, name) } }, 200);
  },
  { body: bodies.generateSubdomain },
);

route(
  checkSubdomainRoute,
  async (c) => {
    const body = parseOr422(checkSubdomainBody, await readBody(c));
    return c.json({ data: await checkSubdomain(c.var.deps.db, c.var.auth.user.id, body.subdomain, body.company_id) }, 200);
  },
  { body: bodies.checkSubdomain },
);

route(getCompanyRoute, async (c) => c.json({ data: await getCompany(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').companyId) }, 200));

/** Both `POST` (with `_method=PUT`) and `PUT`: only the fields sent change; empty optional ones are cleared. */
async function update(c: Context<AppEnv>, companyId: number) {
  const { deps, auth } = c.var;
  await requireCompany(deps.db, auth.user.id, companyId, 'write');
  const form = await readForm(c, deps.config.uploadMaxBytes);
  const sent = pickForm(form, FIELDS);
  const body = parseOr422(updateCompanyBody, sent);
  const changes = {
    name: body.name,
    subdomain: body.subdomain,
    description: edited(sent, 'description', body.description),
    website: edited(sent, 'website', body.website),
    industry: edited(sent, 'industry', body.industry),
  };
  return c.json({ data: await updateCompany(deps, auth.user.id, companyId, changes, form.files.image) }, 200);
}
route(updateCompanyRoute, (c) => update(c, c.req.valid('param').companyId), { body: bodies.updateCompany });
route(putCompanyRoute, (c) => update(c, c.req.valid('param').companyId), { body: bodies.updateCompany });

route(deleteCompanyRoute, async (c) => {
  await deleteCompany(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').companyId);
  return c.json({ message: 'Company has been deleted.' }, 200);
});

route(
  attachTeamRoute,
  async (c) => {
    const { companyId } = c.req.valid('param');
    const userId = c.var.auth.user.id;
    // Outsiders get their 404 before the body is looked at.
    await requireCompany(c.var.deps.db, userId, companyId, 'write');
    const { team_id } = parseOr422(companyTeamBody, await readBody(c));
    return c.json({ data: await attachCompanyTeam(c.var.deps, userId, companyId, team_id) }, 200);
  },
  { body: bodies.companyTeam },
);

route(detachTeamRoute, async (c) => {
  const { companyId, teamId } = c.req.valid('param');
  await detachCompanyTeam(c.var.deps, c.var.auth.user.id, companyId, teamId);
  return c.json({ message: 'Team has been removed from the company.' }, 200);
});
