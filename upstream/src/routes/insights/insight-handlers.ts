import type { OpenAPIHono } from '@hono/zod-openapi';
import { insightCreateBody, insightUpdateBody } from '@/lib/contract/insights';
import type { AppEnv } from '../../app-env';
import { documentResponse } from '../../lib/document-response';
import { notFound } from '../../lib/errors';
import { numericIds } from '../../lib/path-ids';
import { parseOr422 } from '../../lib/validation';
import { requireInsight } from '../../services/access/content-guard';
import { addInsightDiscussion } from '../../services/insights/add-insight-discussion';
import { createInsight } from '../../services/insights/create-insight';
import { deleteInsight } from '../../services/insights/delete-insight';
import { getInsight } from '../../services/insights/get-insight';
import { listInsights } from '../../services/insights/list-insights';
import { listRetailerInsights } from '../../services/insights/list-retailer-insights';
import { updateInsight } from '../../services/insights/update-insight';
import { parsePatch } from '../../lib/parse-patch';
import {
  createInsightRoute,
  deleteInsightRoute,
  insightDiscussionRoute,
  insightFileRoute,
  listInsightsRoute,
  retailerInsightsRoute,
  showInsightRoute,
  updateInsightRoute,
} from './insight-routes';
import { idHook, orDiscard, readInsightInput } from './route-base';

/** `insights`, `insights/{id}` (+ file, discussion) and a workspace retailer's insights. */
export function registerInsightHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(listInsightsRoute, async (c) => c.json(await listInsights(c.var.deps.db, c.var.auth.user.id, c.req.valid('query')), 200));

  router.openapi(createInsightRoute, async (c) => {
    const deps = c.var.deps;
    const received = await readInsightInput(c, deps);
    const data = await orDiscard(received, async () => createInsight(deps, c.var.auth.user.id, parseOr422(insightCreateBody, received.input), received.file));
    return c.json({ data }, 201);
  });

  router.openapi(
    numericIds(router, showInsightRoute),
    async (c) => c.json({ data: await getInsight(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').insightId) }, 200),
    idHook,
  );

  router.openapi(
    numericIds(router, updateInsightRoute),
    async (c) => {
      const deps = c.var.deps;
      const userId = c.var.auth.user.id;
      const { insightId } = c.req.valid('param');
      // Access first, so an outsider's upload is refused before its bytes are read.
      await requireInsight(deps.db, userId, insightId, 'write');
      const received = await readInsightInput(c, deps);
      const data = await orDiscard(received, async () => {
        const { remove_file: removeFile, ...patch } = parsePatch(insightUpdateBody, received.input);
        return updateInsight(deps, userId, insightId, patch, { file: received.file, removeFile: removeFile === true });
      });
      return c.json({ data }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, deleteInsightRoute),
    async (c) => {
      await deleteInsight(c.var.deps, c.var.auth.user.id, c.req.valid('param').insightId);
      return c.json({ message: 'Insight has been deleted.' }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, insightFileRoute),
    async (c) => {
      const { row } = await requireInsight(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').insightId, 'read');
      if (!row.storageName) throw notFound('File');
      return documentResponse(c.var.deps, row);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, insightDiscussionRoute),
    async (c) => c.json({ data: await addInsightDiscussion(c.var.deps, c.var.auth.user.id, c.req.valid('param').insightId, c.req.valid('json')) }, 201),
    idHook,
  );

  router.openapi(
    numericIds(router, retailerInsightsRoute),
    async (c) => {
      const { workspaceId, workspaceCompanyRetailerId } = c.req.valid('param');
      return c.json(await listRetailerInsights(c.var.deps.db, c.var.auth.user.id, workspaceId, workspaceCompanyRetailerId, c.req.valid('query')), 200);
    },
    idHook,
  );
}
