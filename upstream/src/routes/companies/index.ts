import type { Context } from 'hono';
import { checkSubdomainBody, companyTeamBody, createCompanyBody, generateSubdomainBody, updateCompanyBody } from '@/lib/contract/companies';
import type { AppEnv } from '../../app-env';
import { readForm } from '../../lib/multipart';
import { createResourceRouter } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { addCompany } from '../../services/companies/add-company';
import { requireUnscoped } from '../../services/access/place-scope';
import { attachCompanyTeam } from '../../services/companies/attach-company-team';
import { checkSubdomain } from '../../services/companies/check-subdomain';
import { deleteCompany } from '../../services/companies/delete-company';
import { detachCompanyTeam } from '../../services/companies/detach-company-team';
import { generateSubdomain } from '../../services/companies/generate-subdomain';
import { getCompany } from '../../services/companies/get-company';
import { listCompanies } from '../../services/companies/list-companies';
import { updateCompany } from '../../services/companies/update-company';
import { canSeeCompany, requireCompany } from '../../services/access/company-guard';
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
    requireUnscoped('companies');
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
    const { db } = c.var.deps;
    const body = parseOr422(checkSubdomainBody, await readBody(c));
    // The id comes in the body, so this check follows it; a company the caller cannot see is ignored, not confirmed.
    const own = body.company_id !== undefined && (await canSeeCompany(db, c.var.auth.user.id, body.company_id)) ? body.company_id : undefined;
    return c.json({ data: await checkSubdomain(db, body.subdomain, own) }, 200);
  },
  { body: bodies.checkSubdomain },
);

route(getCompanyRoute, async (c) => {
  const { db } = c.var.deps;
  const access = await requireCompany(db, c.var.auth.user.id, c.req.valid('param').companyId, 'read');
  return c.json({ data: await getCompany(db, access) }, 200);
});

/** Both `POST` (with `_method=PUT`) and `PUT`: only the fields sent change; empty optional ones are cleared. */
async function update(c: Context<AppEnv>, companyId: number) {
  const { deps, auth } = c.var;
  const access = await requireCompany(deps.db, auth.user.id, companyId, 'write');
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
  return c.json({ data: await updateCompany(deps, access, changes, form.files.image) }, 200);
}
route(updateCompanyRoute, (c) => update(c, c.req.valid('param').companyId), { body: bodies.updateCompany });
route(putCompanyRoute, (c) => update(c, c.req.valid('param').companyId), { body: bodies.updateCompany });

route(deleteCompanyRoute, async (c) => {
  const { db } = c.var.deps;
  await deleteCompany(db, await requireCompany(db, c.var.auth.user.id, c.req.valid('param').companyId, 'write'));
  return c.json({ message: 'Company has been deleted.' }, 200);
});

route(
  attachTeamRoute,
  async (c) => {
    const { companyId } = c.req.valid('param');
    // Outsiders get their 404 before the body is looked at.
    const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
    const { team_id } = parseOr422(companyTeamBody, await readBody(c));
    return c.json({ data: await attachCompanyTeam(c.var.deps, access, team_id) }, 200);
  },
  { body: bodies.companyTeam },
);

route(detachTeamRoute, async (c) => {
  const { companyId, teamId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  await detachCompanyTeam(c.var.deps, access, teamId);
  return c.json({ message: 'Team has been removed from the company.' }, 200);
});
