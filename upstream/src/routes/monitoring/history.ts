import { createRouter } from '../../lib/router';
import { registerPriceHandlers } from './prices';
import { registerReportHandlers } from './reports';
import { registerRequestHandlers } from './requests';
import { registerReviewHandlers } from './reviews';
import { registerSnapshotHandlers } from './snapshots';

/**
 * What monitoring observed, under `companies/{companyId}/monitoring-products/{id}`: requests,
 * snapshots and their versions, prices, reviews and reports (issue 11). Members of the company's
 * teams read, their admins write; outsiders and other companies' records are 404.
 */
export const monitoringHistoryRouter = createRouter();
registerRequestHandlers(monitoringHistoryRouter);
registerSnapshotHandlers(monitoringHistoryRouter);
registerPriceHandlers(monitoringHistoryRouter);
registerReviewHandlers(monitoringHistoryRouter);
registerReportHandlers(monitoringHistoryRouter);
