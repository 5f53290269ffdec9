import { eq } from 'drizzle-orm';
import { contacts, monitoringProducts, notifications } from '../db/schema';
import { SESSION_TOKEN_DAYS } from '../services/auth/code-policy';
import { issueToken } from '../services/tokens/issue-token';
import { startEngineWorld } from '../monitoring/pipeline/engine-test-kit';
import type { EngineWorld } from '../monitoring/pipeline/engine-test-kit';
import type { MonitoringWorld } from '../monitoring/pipeline/monitoring-test-kit';
import type { TestApp } from './create-test-app';
import { auth } from './helpers';

/** A session token for a user the monitoring world inserted directly. */
export async function tokenFor(t: TestApp, userId: number): Promise<string> {
  const { token } = await issueToken(t.deps.db, {
    userId,
    kind: 'session',
    name: 'session',
    expiresAt: new Date(Date.now() + SESSION_TOKEN_DAYS * 86_400_000),
  });
  return token;
}

/** A request under the world's company, signed in as its admin. */
export type CompanyApi = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * The hooks of the MAP tests: for each test a fresh engine world (the demo shop's monitored
 * product), its admin's session `token` and `api`. `set` receives them before each test, for the file's own variables.
 */
export function mapWorld(set: (world: { e: EngineWorld; token: string; api: CompanyApi }) => void): void {
  let e: EngineWorld | undefined;
  beforeEach(async () => {
    const world = await startEngineWorld();
    e = world;
    const token = await tokenFor(world.t, world.world.adminId);
    const api: CompanyApi = async (path, init = {}) =>
      world.t.app.request(`/api/companies/${world.world.companyId}/${path}`, {
        ...init,
        headers: { ...auth(token), ...(init.headers as Record<string, string>) },
      });
    set({ e: world, token, api });
  });
  afterEach(() => e?.close());
}

/** MAP 1,249.00 EUR on the world's product, and the retailer's contact a notice goes to. */
export async function withMapAndContact(t: TestApp, world: MonitoringWorld): Promise<{ email: string }> {
  await t.deps.db.update(monitoringProducts).set({ mapAmount: 124900, mapCurrency: 'EUR' }).where(eq(monitoringProducts.id, world.productId));
  const email = 'pricing@demo-shop.example';
  await t.deps.db.insert(contacts).values({ companyId: world.companyId, companyRetailerId: world.retailerId, firstName: 'Rita', lastName: 'Retail', email });
  return { email };
}

export const caseNotifications = (t: TestApp, userId: number) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((n) => n.type === 'monitoring.case'));
