import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-env';
import { documentResponse } from '../../lib/document-response';
import { numericIds } from '../../lib/path-ids';
import { readStreamingForm } from '../../lib/streaming-form';
import { attachResource } from '../../services/insights/attach-resource';
import { deletePendingResource } from '../../services/insights/delete-pending-resource';
import { detachResource } from '../../services/insights/detach-resource';
import { findDownloadableResource } from '../../services/insights/find-downloadable-resource';
import { listInsightResources } from '../../services/insights/list-insight-resources';
import { listPendingResources } from '../../services/insights/list-pending-resources';
import { uploadResources } from '../../services/insights/upload-resources';
import {
  attachResourceRoute,
  deletePendingResourceRoute,
  detachResourceRoute,
  downloadResourceRoute,
  listResourcesRoute,
  pendingResourcesRoute,
  uploadResourcesRoute,
} from './resource-routes';
import { idHook, orDiscard } from './route-base';

export const MAX_RESOURCES_PER_UPLOAD = 10;

/** Insight resources: the pending lifecycle (upload, list, delete), attach/detach, the cross-insight list and downloads. */
export function registerResourceHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(pendingResourcesRoute, async (c) => c.json({ data: await listPendingResources(c.var.deps.db, c.var.auth.user.id) }, 200));

  router.openapi(uploadResourcesRoute, async (c) => {
    const deps = c.var.deps;
    const form = await readStreamingForm(c, deps, { fileFields: ['file', 'files'], maxFiles: MAX_RESOURCES_PER_UPLOAD });
    const documents = [...(form.files.file ?? []), ...(form.files.files ?? [])];
    const data = await orDiscard(form, async () => uploadResources(deps, c.var.auth.user.id, documents));
    return c.json({ data }, 201);
  });

  router.openapi(listResourcesRoute, async (c) => c.json(await listInsightResources(c.var.deps.db, c.var.auth.user.id, c.req.valid('query')), 200));

  router.openapi(
    numericIds(router, deletePendingResourceRoute),
    async (c) => {
      await deletePendingResource(c.var.deps, c.var.auth.user.id, c.req.valid('param').insightResourceId);
      return c.json({ message: 'Resource has been deleted.' }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, downloadResourceRoute),
    async (c) => documentResponse(c.var.deps, await findDownloadableResource(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').insightResourceId)),
    idHook,
  );

  router.openapi(
    numericIds(router, attachResourceRoute),
    async (c) => {
      const { insightId, insightResourceId } = c.req.valid('param');
      return c.json({ data: await attachResource(c.var.deps, c.var.auth.user.id, insightId, insightResourceId) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, detachResourceRoute),
    async (c) => {
      const { insightId, insightResourceId } = c.req.valid('param');
      return c.json({ data: await detachResource(c.var.deps, c.var.auth.user.id, insightId, insightResourceId) }, 200);
    },
    idHook,
  );
}
