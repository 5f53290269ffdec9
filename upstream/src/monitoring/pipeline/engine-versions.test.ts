import { asc, eq } from 'drizzle-orm';
import { monitoringSnapshots, monitoringVersions } from '../../db/schema';
import { toVersionResource } from '../../services/monitoring/snapshots/to-version-resource';
import { startEngineWorld, type EngineWorld } from './engine-test-kit';
import { makePage } from './monitoring-test-kit';

// Issue 35: one version per real change, on the demo shop (real HTTP, PGlite, workers running).
describe('monitoring engine: one version per real change', () => {
  let e: EngineWorld;
  beforeEach(async () => {
    e = await startEngineWorld();
  });
  afterEach(() => e.close());

  const versionsOf = async (pageId: number) => {
    const [snapshot] = await e.t.deps.db.select().from(monitoringSnapshots).where(eq(monitoringSnapshots.pageId, pageId));
    return snapshot
      ? e.t.deps.db.select().from(monitoringVersions).where(eq(monitoringVersions.snapshotId, snapshot.id)).orderBy(asc(monitoringVersions.number))
      : [];
  };

  it('an unchanged page scraped ten times keeps one version, seen ten times', async () => {
    const page = await makePage(e.t, e.world, `${e.shop.url}/products/espresso-machine`);
    const statuses: string[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await e.scrape(page.id)).status);
    expect(statuses).toEqual(['succeeded', ...Array<string>(9).fill('unchanged')]);
    const versions = await versionsOf(page.id);
    expect(versions.map((v) => [v.number, v.seenCount, v.changedFields])).toEqual([[1, 10, []]]);
  }, 60_000);

  it('a page whose only changes are a millisecond timestamp, a visitor counter, a sold counter and a session id keeps one version', async () => {
    const page = await makePage(e.t, e.world, `${e.shop.url}/products/busy`);
    for (let i = 0; i < 4; i += 1) await e.scrape(page.id);
    const versions = await versionsOf(page.id);
    expect(versions).toHaveLength(1);
    expect(versions[0].seenCount).toBe(4);
  }, 60_000);

  it('a price change adds exactly one version, marked as a price change', async () => {
    const page = await makePage(e.t, e.world, `${e.shop.url}/products/busy`);
    await e.scrape(page.id);
    await e.scrape(page.id);
    e.shop.setPrice('busy', 1990);
    expect((await e.scrape(page.id)).status).toBe('succeeded');
    expect((await e.scrape(page.id)).status).toBe('unchanged');
    const versions = await versionsOf(page.id);
    expect(versions.map((v) => [v.number, v.changedFields])).toEqual([
      [1, []],
      [2, ['content', 'price']],
    ]);
    expect(versions[1].seenCount).toBe(2);

    // The versions list says so on the wire.
    expect(versions.map(toVersionResource).map((v) => v.changed_fields)).toEqual([[], ['content', 'price']]);
  }, 60_000);
});
