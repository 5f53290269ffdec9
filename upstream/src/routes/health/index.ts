import { sql } from 'drizzle-orm';
import { createResourceRouter } from '../../lib/resource-router';
import { storageFull } from '../../storage/storage-full';
import { healthzRoute, readyzRoute } from './routes';

/**
 * Probes outside `/api` (not part of the contract, so not in the route table): `/healthz` says the
 * process answers; `/readyz` that it can serve calls — the database answers. A lost database is
 * a 503 through handleError's mapping (lib/db-unavailable.ts). The BFF asks `/readyz` before
 * rendering pages after a failed call (lib/upstream/outage.ts); load balancers can use both.
 */
const { router, route } = createResourceRouter({ tag: 'health', access: 'public' });
export const healthRouter = router;

/** Set once the process starts draining (SIGTERM): keep-alive probes see it leave before it exits. */
let draining = false;
export function markDraining(value = true): void {
  draining = value;
}

route(healthzRoute, (c) => c.json({ status: 'ok' }, 200));

route(readyzRoute, async (c) => {
  if (draining) {
    c.header('Retry-After', '5');
    return c.json({ status: 'draining' }, 503);
  }
  await c.var.deps.db.execute(sql`select 1`);
  // Still ready (reads go on), but writes answer 507 until space is freed: say why.
  if (await storageFull(c.var.deps.config.dataDir)) return c.json({ status: 'degraded', database: 'ok', reasons: ['storage_full'] }, 200);
  return c.json({ status: 'ok', database: 'ok' }, 200);
});
