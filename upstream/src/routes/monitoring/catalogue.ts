import { createRouter } from '../../lib/router';
import { registerMonitoringProductHandlers } from './products';

/** Monitoring products, variations, pages and scraping requests (issue 11). */
export const monitoringCatalogueRouter = createRouter();

registerMonitoringProductHandlers(monitoringCatalogueRouter);
