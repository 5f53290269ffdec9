import { createRouter } from '../../lib/router';
import { registerBrandHandlers } from './brand-handlers';
import { registerCrossHandlers } from './cross-handlers';
import { registerProductHandlers } from './product-handlers';
import { registerRetailerHandlers } from './retailer-handlers';
import { registerRetailerSublistHandlers } from './retailer-sublist-handlers';

/**
 * Company retailers, brands and products brought into workspaces (`workspaces/retailers|brands|
 * products|dates` across workspaces, `workspaces/{id}/…` within one), with notes. The `workspaces`
 * token ability; workspace ids are digits only, so the static paths never reach the workspaces
 * router's `workspaces/{workspaceId}` whatever the mounting order.
 */
export const workspaceRecordsRouter = createRouter();
registerCrossHandlers(workspaceRecordsRouter);
registerRetailerHandlers(workspaceRecordsRouter);
registerRetailerSublistHandlers(workspaceRecordsRouter);
registerBrandHandlers(workspaceRecordsRouter);
registerProductHandlers(workspaceRecordsRouter);
