import { createRouter } from '../../lib/router';
import { registerInsightHandlers } from './insight-handlers';
import { registerResourceHandlers } from './resource-handlers';

/**
 * Insights (`insights`, `insights/{id}`, its file and discussions), insight resources (pending
 * uploads, attach/detach, the cross-insight list, downloads) and a workspace retailer's insights.
 * Every route needs the `insights` ability. Ids are digits only, so `insights/resources` and
 * `insights/pending-resources` are never taken for an insight id, whatever the mounting order.
 */
export const insightsRouter = createRouter();
registerResourceHandlers(insightsRouter);
registerInsightHandlers(insightsRouter);
