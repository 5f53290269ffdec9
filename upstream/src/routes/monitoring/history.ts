import { createRouter } from '../../lib/router';

/** What monitoring observed: requests, snapshots and versions, prices, reviews, reports (issue 11). */
export const monitoringHistoryRouter = createRouter();
