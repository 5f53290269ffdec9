import { authorizedSellerBody } from '@/lib/contract/monitoring/sellers';
import { productScope } from '../../../lib/monitoring-routes';
import { readBody } from '../../../lib/request-body';
import { createResourceRouter } from '../../../lib/resource-router';
import { parseOr422 } from '../../../lib/validation';
import { requireCompany } from '../../../services/access/company-guard';
import { createAuthorizedSeller, deleteAuthorizedSeller, listAuthorizedSellers } from '../../../services/map-cases/authorized-sellers';
import { listSellerOffers } from '../../../services/map-cases/list-seller-offers';
import { authorizedSellerBodies, createAuthorizedSellerRoute, deleteAuthorizedSellerRoute, listAuthorizedSellersRoute, listSellerOffersRoute } from './routes';

/** `companies/{id}/authorized-sellers` and a product's `seller-offers`: members read, admins change the list. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: { ability: 'monitoring' } });
export const authorizedSellersRouter = router;

route(listAuthorizedSellersRoute, async (c) => {
  const { companyId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: await listAuthorizedSellers(c.var.deps.db, companyId, c.req.valid('query').retailer_id) }, 200);
});

route(
  createAuthorizedSellerRoute,
  async (c) => {
    const { companyId } = c.req.valid('param');
    await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
    const body = parseOr422(authorizedSellerBody, await readBody(c));
    return c.json({ data: await createAuthorizedSeller(c.var.deps.db, companyId, c.var.auth.user.id, body, c.var.deps.now()) }, 201);
  },
  { body: authorizedSellerBodies.create },
);

route(deleteAuthorizedSellerRoute, async (c) => {
  const { companyId, authorizedSellerId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  await deleteAuthorizedSeller(c.var.deps.db, companyId, authorizedSellerId);
  return c.json({ message: 'The seller is no longer authorised.' }, 200);
});

route(listSellerOffersRoute, async (c) => {
  const { access, product } = await productScope(c, c.req.valid('param'), 'read');
  return c.json({ data: await listSellerOffers(c.var.deps.db, access.companyId, product.id, c.req.valid('query').page_id) }, 200);
});
