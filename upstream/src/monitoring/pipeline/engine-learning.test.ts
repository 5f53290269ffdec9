import { asc, eq } from 'drizzle-orm';
import { monitoringPages, monitoringSnapshots, monitoringVersions } from '../../db/schema';
import { startEngineWorld, type EngineWorld } from './engine-test-kit';
import { makePage } from './monitoring-test-kit';

// Issue 35: the engine learns what a page changes on its own by loading it twice on the first check.
describe('monitoring engine: learning ignored parts', () => {
  let e: EngineWorld;
  beforeEach(async () => {
    e = await startEngineWorld({ env: { MONITORING_LEARN_DELAY_MS: '20' } });
  });
  afterEach(() => e.close());

  const versionsOf = async (pageId: number) => {
    const [snapshot] = await e.t.deps.db.select().from(monitoringSnapshots).where(eq(monitoringSnapshots.pageId, pageId));
    return e.t.deps.db.select().from(monitoringVersions).where(eq(monitoringVersions.snapshotId, snapshot.id)).orderBy(asc(monitoringVersions.number));
  };

  it('a "served by" line no default pattern knows is learned on the first check: later loads keep one version, a price change still adds one', async () => {
    const page = await makePage(e.t, e.world, `${e.shop.url}/products/busy?served=1`);
    await e.scrape(page.id);
    const [row] = await e.t.deps.db.select().from(monitoringPages).where(eq(monitoringPages.id, page.id));
    expect(row.settings.learnedIgnores).toEqual(['^Served by \\S+ in \\S+ ms$']);
    expect(row.settings.learnedAt).toEqual(expect.any(String));
    // Two loads on the first check, one on each later one.
    expect(e.shop.log().filter((l) => l.path === '/products/busy?served=1')).toHaveLength(2);
    for (let i = 0; i < 3; i += 1) expect((await e.scrape(page.id)).status).toBe('unchanged');
    expect(e.shop.log().filter((l) => l.path === '/products/busy?served=1')).toHaveLength(5);
    e.shop.setPrice('busy', 2290);
    expect((await e.scrape(page.id)).status).toBe('succeeded');
    expect((await versionsOf(page.id)).map((v) => v.changedFields)).toEqual([[], ['content', 'price']]);
  }, 60_000);
});
