import { priceBody, priceUpdateBody } from '@/lib/contract/monitoring/prices';
import { parseOr422 } from '../../../lib/validation';
import { createManualPrice } from '../../../services/monitoring/prices/create-manual-price';
import { deleteManualPrice } from '../../../services/monitoring/prices/delete-manual-price';
import { listPrices } from '../../../services/monitoring/prices/list-prices';
import { requirePrice } from '../../../services/monitoring/prices/require-price';
import { toPriceResource } from '../../../services/monitoring/prices/to-price-resource';
import { updateManualPrice } from '../../../services/monitoring/prices/update-manual-price';
import { readBody } from '../../../lib/request-body';
import { createResourceRouter } from '../../../lib/resource-router';
import { productScope } from '../../../lib/monitoring-routes';
import { createPriceRoute, deletePriceRoute, getPriceRoute, listPricesRoute, priceBodies, updatePriceRoute } from './routes';

/** `.../monitoring-products/{id}/prices`: members read, admins write manual points; access before the body. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: { ability: 'monitoring' } });
export const monitoringPricesRouter = router;

route(listPricesRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'read');
  return c.json(await listPrices(c.var.deps.db, product.id, c.req.valid('query')), 200);
});

route(
  createPriceRoute,
  async (c) => {
    const { product } = await productScope(c, c.req.valid('param'), 'write');
    const body = parseOr422(priceBody, await readBody(c));
    const { price, change } = await createManualPrice(c.var.deps.db, product.id, c.var.auth.user.id, body, c.var.deps.now());
    return change === 'unchanged' ? c.json({ data: price }, 200) : c.json({ data: price }, 201);
  },
  { body: priceBodies.create },
);

route(getPriceRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'read');
  return c.json({ data: toPriceResource(await requirePrice(c.var.deps.db, product.id, c.req.valid('param').priceId)) }, 200);
});

route(
  updatePriceRoute,
  async (c) => {
    const { product } = await productScope(c, c.req.valid('param'), 'write');
    const { priceId } = c.req.valid('param');
    await requirePrice(c.var.deps.db, product.id, priceId, { manual: true });
    const body = parseOr422(priceUpdateBody, await readBody(c));
    return c.json({ data: await updateManualPrice(c.var.deps.db, product.id, priceId, body) }, 200);
  },
  { body: priceBodies.update },
);

route(deletePriceRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'write');
  await deleteManualPrice(c.var.deps.db, product.id, c.req.valid('param').priceId);
  return c.json({ message: 'Price has been deleted.' }, 200);
});
