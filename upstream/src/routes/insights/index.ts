import { z } from '@hono/zod-openapi';
import { discussionBody } from '@/lib/contract/discussions';
import { documentResponse } from '../../lib/document-response';
import { notFound } from '../../lib/errors';
import { readJson } from '../../lib/request-body';
import { insightCreateBody, insightUpdateBody } from '@/lib/contract/insights';
import { createResourceRouter, formBody, jsonOrForm } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { requireInsight } from '../../services/access/content-guard';
import { requireWorkspaceViewer } from '../../services/workspace-records/read-workspace-records';
import { addInsightDiscussion } from '../../services/insights/add-insight-discussion';
import { attachResource } from '../../services/insights/attach-resource';
import { deleteInsight } from '../../services/insights/delete-insight';
import { deletePendingResource } from '../../services/insights/delete-pending-resource';
import { detachResource } from '../../services/insights/detach-resource';
import { findDownloadableResource, listInsightResources, listPendingResources } from '../../services/insights/read-insight-resources';
import { getInsight, listInsights, listRetailerInsights } from '../../services/insights/read-insights';
import { addInsight, changeInsight, uploadPending } from './handlers';
import {
  createInsightRoute,
  deleteInsightRoute,
  insightBodies,
  insightDiscussionRoute,
  insightFileRoute,
  listInsightsRoute,
  retailerInsightsRoute,
  showInsightRoute,
  updateInsightRoute,
} from './insight-routes';
import {
  attachResourceRoute,
  deletePendingResourceRoute,
  detachResourceRoute,
  downloadResourceRoute,
  listResourcesRoute,
  pendingResourcesRoute,
  uploadResourcesRoute,
} from './resource-routes';

/**
 * Insights (`insights`, `insights/{id}`, its file and discussions), insight resources (pending
 * uploads, attach/detach, the cross-insight list, downloads) and a workspace retailer's insights.
 * Every route needs the `insights` ability. Ids are digits only, so `insights/resources` and
 * `insights/pending-resources` are never taken for an insight id, whatever the mounting order.
 * One router per tag of the OpenAPI document, merged into the first.
 */
const { router, route: resourceRoute } = createResourceRouter({ tag: 'insight resources', access: { ability: 'insights' } });
const { router: insights, route } = createResourceRouter({ tag: 'insights', access: { ability: 'insights' } });
export const insightsRouter = router;

/** Insight resources: the pending lifecycle (upload, list, delete), attach/detach, the cross-insight list and downloads. */
resourceRoute(pendingResourcesRoute, async (c) => c.json({ data: await listPendingResources(c.var.deps.db, c.var.auth.user.id) }, 200));

resourceRoute(uploadResourcesRoute, async (c) => c.json({ data: await uploadPending(c) }, 201), {
  body: formBody(z.object({}), { file: 'many', files: 'many' }),
});

resourceRoute(listResourcesRoute, async (c) => c.json(await listInsightResources(c.var.deps.db, c.var.auth.user.id, c.req.valid('query')), 200));

resourceRoute(deletePendingResourceRoute, async (c) => {
  await deletePendingResource(c.var.deps, c.var.auth.user.id, c.req.valid('param').insightResourceId);
  return c.json({ message: 'Resource has been deleted.' }, 200);
});

resourceRoute(downloadResourceRoute, async (c) =>
  documentResponse(c.var.deps, await findDownloadableResource(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').insightResourceId)),
);

resourceRoute(attachResourceRoute, async (c) => {
  const { insightId, insightResourceId } = c.req.valid('param');
  const access = await requireInsight(c.var.deps.db, c.var.auth.user.id, insightId, 'write');
  return c.json({ data: await attachResource(c.var.deps, access, c.var.auth.user.id, insightResourceId) }, 200);
});

resourceRoute(detachResourceRoute, async (c) => {
  const { insightId, insightResourceId } = c.req.valid('param');
  const access = await requireInsight(c.var.deps.db, c.var.auth.user.id, insightId, 'write');
  return c.json({ data: await detachResource(c.var.deps, access, c.var.auth.user.id, insightResourceId) }, 200);
});

/** `insights`, `insights/{id}` (+ file, discussion) and a workspace retailer's insights. */
route(listInsightsRoute, async (c) => c.json(await listInsights(c.var.deps.db, c.var.auth.user.id, c.req.valid('query')), 200));

route(createInsightRoute, async (c) => c.json({ data: await addInsight(c) }, 201), { body: jsonOrForm(insightCreateBody, { file: 'one' }) });

route(showInsightRoute, async (c) => {
  const { db } = c.var.deps;
  const access = await requireInsight(db, c.var.auth.user.id, c.req.valid('param').insightId, 'read');
  return c.json({ data: await getInsight(db, access, c.var.auth.user.id) }, 200);
});

route(updateInsightRoute, async (c) => c.json({ data: await changeInsight(c, c.req.valid('param').insightId) }, 200), {
  body: jsonOrForm(insightUpdateBody, { file: 'one' }),
});

route(deleteInsightRoute, async (c) => {
  await deleteInsight(c.var.deps, await requireInsight(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').insightId, 'write'));
  return c.json({ message: 'Insight has been deleted.' }, 200);
});

route(insightFileRoute, async (c) => {
  const { row } = await requireInsight(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').insightId, 'read');
  if (!row.storageName) throw notFound('File');
  return documentResponse(c.var.deps, row);
});

route(
  insightDiscussionRoute,
  async (c) => {
    const access = await requireInsight(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').insightId, 'read');
    const body = parseOr422(discussionBody, await readJson(c));
    return c.json({ data: await addInsightDiscussion(c.var.deps, access, c.var.auth.user.id, body) }, 201);
  },
  { body: insightBodies.discussion },
);

route(retailerInsightsRoute, async (c) => {
  const { workspaceId, workspaceCompanyRetailerId } = c.req.valid('param');
  const { db } = c.var.deps;
  const viewer = await requireWorkspaceViewer(db, c.var.auth.user.id, workspaceId, 'read');
  return c.json(await listRetailerInsights(db, viewer, workspaceCompanyRetailerId, c.req.valid('query')), 200);
});

// Merged last: a router copies another's routes as they stand when merged.
router.route('/', insights);
