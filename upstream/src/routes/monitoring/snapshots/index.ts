import { snapshotBody, snapshotUpdateBody } from '@/lib/contract/monitoring/snapshots';
import { parseOr422 } from '../../../lib/validation';
import { captureSnapshot } from '../../../services/monitoring/snapshots/capture-snapshot';
import { deleteSnapshot } from '../../../services/monitoring/snapshots/delete-snapshot';
import { getVersion } from '../../../services/monitoring/snapshots/get-version';
import { listSnapshots } from '../../../services/monitoring/snapshots/list-snapshots';
import { listVersions } from '../../../services/monitoring/snapshots/list-versions';
import { loadSnapshots } from '../../../services/monitoring/snapshots/load-snapshots';
import { requireSnapshot } from '../../../services/monitoring/snapshots/require-snapshot';
import { requireVersion } from '../../../services/monitoring/snapshots/require-version';
import { updateSnapshotFilters } from '../../../services/monitoring/snapshots/update-snapshot-filters';
import { versionPart } from '../../../services/monitoring/snapshots/version-part';
import { readBody } from '../../../lib/request-body';
import { createResourceRouter } from '../../../lib/resource-router';
import { productScope } from '../../../lib/monitoring-routes';
import {
  createSnapshotRoute,
  deleteSnapshotRoute,
  getSnapshotRoute,
  getVersionRoute,
  listSnapshotsRoute,
  listVersionsRoute,
  snapshotBodies,
  updateSnapshotRoute,
} from './routes';

/** `.../monitoring-products/{id}/snapshots[/{id}/versions]`: members read, admins write; access before the body. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: { ability: 'monitoring' } });
export const monitoringSnapshotsRouter = router;

route(listSnapshotsRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'read');
  return c.json(await listSnapshots(c.var.deps.db, product.id, c.req.valid('query')), 200);
});

route(
  createSnapshotRoute,
  async (c) => {
    const { product } = await productScope(c, c.req.valid('param'), 'write');
    const body = parseOr422(snapshotBody, await readBody(c));
    const { snapshot, created } = await captureSnapshot(c.var.deps, product.id, body);
    return created ? c.json({ data: snapshot }, 201) : c.json({ data: snapshot }, 200);
  },
  { body: snapshotBodies.create },
);

route(getSnapshotRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'read');
  const row = await requireSnapshot(c.var.deps.db, product.id, c.req.valid('param').snapshotId);
  const [snapshot] = await loadSnapshots(c.var.deps.db, [row]);
  return c.json({ data: snapshot }, 200);
});

route(
  updateSnapshotRoute,
  async (c) => {
    const { product } = await productScope(c, c.req.valid('param'), 'write');
    const { snapshotId } = c.req.valid('param');
    await requireSnapshot(c.var.deps.db, product.id, snapshotId);
    const body = parseOr422(snapshotUpdateBody, await readBody(c));
    return c.json({ data: await updateSnapshotFilters(c.var.deps.db, product.id, snapshotId, body) }, 200);
  },
  { body: snapshotBodies.update },
);

route(deleteSnapshotRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'write');
  await deleteSnapshot(c.var.deps.db, product.id, c.req.valid('param').snapshotId);
  return c.json({ message: 'Snapshot has been deleted.' }, 200);
});

route(listVersionsRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'read');
  const snapshot = await requireSnapshot(c.var.deps.db, product.id, c.req.valid('param').snapshotId);
  return c.json(await listVersions(c.var.deps.db, snapshot.id, c.req.valid('query')), 200);
});

route(getVersionRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'read');
  const { snapshotId, versionId } = c.req.valid('param');
  const snapshot = await requireSnapshot(c.var.deps.db, product.id, snapshotId);
  const version = await requireVersion(c.var.deps.db, snapshot.id, versionId);
  const query = c.req.valid('query');
  if (query.part) return versionPart(c.var.deps, version, query.part);
  return c.json({ data: await getVersion(c.var.deps, version, query.compare) }, 200);
});
