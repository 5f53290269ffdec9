import { createRouter } from '../../lib/router';

/** Monitoring products, variations, pages and scraping requests (issue 11). */
export const monitoringCatalogueRouter = createRouter();
