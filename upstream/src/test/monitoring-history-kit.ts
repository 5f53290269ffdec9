import { makeCompany } from './content-fixtures';
import { createTestApp } from './create-test-app';
import type { TestApp } from './create-test-app';
import { twoTeams } from './fixtures';
import { seedMonitoredPage } from '../monitoring/record/seed-page';
import { call } from './teams-kit';

export { call };
export type { ErrorBody } from './teams-kit';
export type Paged<T> = { data: T[]; meta: { current_page: number; last_page: number; per_page: number; total: number } };

/**
 * The cast of the history tests: `owner` administers team A (company acme), where `member` is a
 * plain member; `outsider` administers team B (company other). Acme watches one product on two
 * retailers' pages (A and B, MAP 1249.00 EUR); other watches one page of its own product.
 */
export async function historyScene(t: TestApp) {
  const { owner, member, outsider, teamA, teamB } = await twoTeams(t);
  const acme = await makeCompany(t, teamA, 'Acme');
  const other = await makeCompany(t, teamB, 'Other');
  const pageA = await seedMonitoredPage(t.deps.db, {
    companyId: acme,
    retailer: 'Shop A',
    url: 'https://shop-a.example/bike',
    map: { amount: 124900, currency: 'EUR' },
  });
  const pageB = await seedMonitoredPage(t.deps.db, { companyId: acme, productId: pageA.productId, retailer: 'Shop B', url: 'https://shop-b.example/bike' });
  const foreign = await seedMonitoredPage(t.deps.db, { companyId: other, retailer: 'Elsewhere', url: 'https://elsewhere.example/p' });
  return {
    owner,
    member,
    outsider,
    acme,
    other,
    pageA,
    pageB,
    foreign,
    productId: pageA.productId,
    base: `companies/${acme}/monitoring-products/${pageA.productId}`,
    /** Acme's path with the other company's product: a cross-company id. */
    foreignBase: `companies/${acme}/monitoring-products/${foreign.productId}`,
    otherBase: `companies/${other}/monitoring-products/${foreign.productId}`,
  };
}
export type HistoryScene = Awaited<ReturnType<typeof historyScene>>;

/**
 * The hooks of the monitoring history tests: for each test a fresh app (with `env`) and
 * `historyScene`, and after it `settle` (work the test left running) before the app closes. `set`
 * receives them before each test, for the file's own variables.
 */
export function historyWorld(
  set: (world: { t: TestApp; s: HistoryScene }) => void,
  opts: { env?: Record<string, string>; settle?: () => Promise<unknown> } = {},
): void {
  let t: TestApp | undefined;
  beforeEach(async () => {
    t = await createTestApp(opts.env);
    set({ t, s: await historyScene(t) });
  }, 30_000);
  afterEach(async () => {
    await opts.settle?.();
    await t?.close();
  });
}

/**
 * The access rules every history call shares: 401 without a token, 404 for an outsider and for
 * another company's product under this company, and for writes 403 for a plain member.
 */
export async function expectAccessRules(t: TestApp, s: HistoryScene, method: string, path: string, body?: unknown, opts: { memberStatus?: number } = {}) {
  expect((await call(t, null, method, `${s.base}${path}`, body)).status).toBe(401);
  expect((await call(t, s.outsider.token, method, `${s.base}${path}`, body)).status).toBe(404);
  expect((await call(t, s.owner.token, method, `${s.foreignBase}${path}`, body)).status).toBe(404);
  const asMember = await call(t, s.member.token, method, `${s.base}${path}`, body);
  expect(asMember.status).toBe(opts.memberStatus ?? (method === 'GET' ? 200 : 403));
}
