import { createRouter } from '../../lib/router';
import { registerCategoryHandlers } from './category-handlers';
import { registerRetailerProductHandlers } from './retailer-product-handlers';
import { registerRetailerHandlers } from './retailer-handlers';

/**
 * A company's retailers: `companies/{companyId}/retailers` with its categories and products. Every
 * route needs the `companies` ability and the company's access (members read, admins write,
 * outsiders 404); ids are digits only, so `retailers/categories` is never taken for a retailer id.
 */
export const retailersRouter = createRouter();
registerCategoryHandlers(retailersRouter);
registerRetailerHandlers(retailersRouter);
registerRetailerProductHandlers(retailersRouter);
