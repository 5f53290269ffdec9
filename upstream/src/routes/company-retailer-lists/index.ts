import { createResourceRouter } from '../../lib/resource-router';
import { findCompanyRetailersByDirectory, listCrossCompanyRetailers, listLinkedRetailers, retailerDates } from '../../services/retailers/read-retailers';
import { companyRetailerLookupRoute, crossRetailersRoute, linkedRetailersRoute, retailerDatesRoute } from './routes';

/** `companies/retailers…`: the caller's company retailers across their companies (behaviour in ./routes). */
const { router, route } = createResourceRouter({ tag: 'company retailers', access: { ability: 'companies' } });
export const companyRetailerListsRouter = router;

route(crossRetailersRoute, async (c) => c.json(await listCrossCompanyRetailers(c.var.deps.db, c.var.auth.user.id, c.req.valid('query')), 200));

route(retailerDatesRoute, async (c) => {
  const data = await retailerDates(c.var.deps.db, c.var.auth.user.id, c.req.valid('query').company_id);
  return c.json({ data }, 200);
});

route(linkedRetailersRoute, async (c) => {
  const data = await listLinkedRetailers(c.var.deps.db, c.var.auth.user.id, c.req.valid('query'));
  return c.json({ data }, 200);
});

route(companyRetailerLookupRoute, async (c) => {
  const data = await findCompanyRetailersByDirectory(c.var.deps.db, c.var.auth.user.id, c.req.valid('query').directory_retailer_id);
  return c.json({ data }, 200);
});
