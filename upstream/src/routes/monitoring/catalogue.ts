import { createRouter } from '../../lib/router';
import { registerPageHandlers } from './pages';
import { registerMonitoringProductHandlers } from './products';
import { registerScrapingRequestHandlers } from './scraping-requests';
import { registerTestExtractionHandler } from './test-extraction';
import { registerVariationHandlers } from './variations';

/** Monitoring products, variations, pages and scraping requests (issue 11), and the page form's test extraction (issue 12). */
export const monitoringCatalogueRouter = createRouter();

registerMonitoringProductHandlers(monitoringCatalogueRouter);
registerVariationHandlers(monitoringCatalogueRouter);
registerPageHandlers(monitoringCatalogueRouter);
registerScrapingRequestHandlers(monitoringCatalogueRouter);
registerTestExtractionHandler(monitoringCatalogueRouter);
