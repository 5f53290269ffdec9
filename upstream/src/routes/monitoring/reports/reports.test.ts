import type { ReportContents } from '@/lib/contract/monitoring/common';
import { reportContentsResource, reportResource, type ReportResource } from '@/lib/contract/monitoring/reports';
import type { Db } from '../../../db/client';
import { monitoringReports } from '../../../db/schema';
import { recordPriceObservation } from '../../../monitoring/record/record-price';
import { recordVersion } from '../../../monitoring/record/record-version';
import { normalizeSnapshot } from '../../../monitoring/snapshot/normalize';
import { generateReport } from '../../../services/monitoring/reports/generate-report';
import { reportGenerationsSettled } from '../../../services/monitoring/reports/start-report-generation';
import type { TestApp } from '../../../test/create-test-app';
import { call, expectAccessRules, historyWorld, type ErrorBody, type HistoryScene, type Paged } from '../../../test/monitoring-history-kit';

let t: TestApp;
let s: HistoryScene;
historyWorld(
  (world) => {
    ({ t, s } = world);
  },
  { settle: reportGenerationsSettled },
);

const at = (day: number) => new Date(Date.UTC(2025, 0, day, 12));

/** A scrape of a page: its version (the page text names the price) and the price point citing it. */
async function scrape(pageId: number, amount: number, day: number, currency = 'EUR') {
  const n = await normalizeSnapshot(`<p>Bike ${amount} ${currency}</p>`);
  const version = await recordVersion(t.deps, {
    pageId,
    monitoringProductId: s.productId,
    text: n.text,
    contentHash: n.hash,
    extracted: {},
    observedAt: at(day),
  });
  return recordPriceObservation(t.deps.db, {
    monitoringProductId: s.productId,
    pageId,
    variationId: null,
    amount,
    currency,
    availability: 'in_stock',
    source: 'jsonld',
    observedAt: at(day),
    versionId: version.versionId,
  });
}

async function generated(kind: string, from = '2025-01-01', to = '2025-01-31') {
  const res = await call<{ data: ReportResource }>(t, s.owner.token, 'POST', `${s.base}/reports`, { kind, from, to });
  expect(res.status).toBe(202);
  expect(res.body.data.status).toBe('generating');
  await reportGenerationsSettled();
  return res.body.data.id;
}
const contents = async (id: number) => (await call<{ data: ReportContents }>(t, s.member.token, 'GET', `${s.base}/reports/${id}/contents`)).body.data;

describe('monitoring reports', () => {
  it('MAP 1249.00 EUR, A at 1199.00, B at 1299.00: only A is listed with its evidence; later prices leave it unchanged (case 14)', async () => {
    const a = await scrape(s.pageA.pageId, 119900, 3);
    await scrape(s.pageB.pageId, 129900, 3);
    const id = await generated('map_violations');
    const report = await call<{ data: ReportResource }>(t, s.member.token, 'GET', `${s.base}/reports/${id}`);
    expect(report.body.data).toMatchObject({ status: 'ready', kind: 'map_violations', row_count: 1, period_from: '2025-01-01T00:00:00.000Z' });
    expect(reportResource.strict().parse(report.body.data)).toEqual(report.body.data);
    const before = await contents(id);
    expect(reportContentsResource.parse(before)).toEqual(before);
    expect(before.rows).toEqual([
      expect.objectContaining({
        page_id: s.pageA.pageId,
        retailer: 'Shop A',
        map_amount: 124900,
        currency: 'EUR',
        lowest_amount: 119900,
        evidence: [
          {
            page_id: s.pageA.pageId,
            url: 'https://shop-a.example/bike',
            retailer: 'Shop A',
            version_id: a.price.versionId,
            price_id: a.price.id,
            observed_at: at(3).toISOString(),
          },
        ],
      }),
    ]);
    expect(before.summary).toMatchObject({ pages_checked: 2, pages_violating: 1 });
    // Later, B drops below the MAP inside the same period: a new report sees it, the ready one does not change.
    await scrape(s.pageB.pageId, 99900, 20);
    expect(await contents(id)).toEqual(before);
    const later = await contents(await generated('map_violations'));
    expect(later.rows.map((r) => r.page_id).sort()).toEqual([s.pageA.pageId, s.pageB.pageId].sort());
  });

  it('compares with the MAP in its currency only: a USD price is not a violation of a EUR MAP', async () => {
    await scrape(s.pageA.pageId, 50000, 3, 'USD');
    const c = await contents(await generated('map_violations'));
    expect(c.rows).toEqual([]);
    expect(c.summary).toMatchObject({ points_in_other_currency: 1 });
  });

  it('price overview: first, last, lowest, highest in the period and the current price, per page', async () => {
    await scrape(s.pageA.pageId, 129900, 2);
    const low = await scrape(s.pageA.pageId, 119900, 10);
    await scrape(s.pageA.pageId, 124900, 20);
    await scrape(s.pageA.pageId, 99900, 40); // after the period: only "current"
    const c = await contents(await generated('price_overview'));
    expect(c.rows).toHaveLength(1);
    expect(c.rows[0]).toMatchObject({
      page_id: s.pageA.pageId,
      currency: 'EUR',
      points: 3,
      first: { amount: 129900 },
      last: { amount: 124900 },
      min: { amount: 119900, price_id: low.price.id },
      max: { amount: 129900 },
      current: { amount: 99900 },
    });
    expect(c.rows[0].evidence.map((e) => e.price_id)).toContain(low.price.id);
  });

  it('change digest: versions created and price changes in the period, oldest first', async () => {
    await scrape(s.pageA.pageId, 129900, 2);
    await scrape(s.pageA.pageId, 119900, 10);
    const c = await contents(await generated('change_digest', '2025-01-05', '2025-01-31'));
    expect(c.rows.map((r) => r.type)).toEqual(['version', 'price']);
    expect(c.rows[1]).toMatchObject({ amount: 119900, previous: { amount: 129900 } });
    expect(c.summary).toMatchObject({ version: 1, price: 1 });
  });

  it('a failed report answers 409 for its contents and is generated again by PUT; a ready one is immutable (409)', async () => {
    const [row] = await t.deps.db
      .insert(monitoringReports)
      .values({ monitoringProductId: s.productId, kind: 'price_overview', periodFrom: at(1), periodTo: at(20) })
      .returning();
    // The database fails after the report is read: the report is marked failed with a reason.
    let selects = 0;
    const failing = new Proxy(t.deps.db, {
      get(target, prop) {
        if (prop === 'select' && ++selects > 1)
          return () => {
            throw new Error('connection lost');
          };
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    }) as Db;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await generateReport({ ...t.deps, db: failing }, row.id);
    expect(logged.mock.calls.map(String).join()).toContain('monitoring report generation failed');
    const failed = await call<ErrorBody>(t, s.member.token, 'GET', `${s.base}/reports/${row.id}/contents`);
    expect(failed.status).toBe(409);
    expect(failed.body.message).toBe('The report could not be generated.');
    const again = await call<{ data: ReportResource }>(t, s.owner.token, 'PUT', `${s.base}/reports/${row.id}`, { kind: 'change_digest' });
    expect(again.status).toBe(202);
    expect(again.body.data).toMatchObject({ status: 'generating', kind: 'change_digest', error: null });
    await reportGenerationsSettled();
    expect((await call(t, s.member.token, 'GET', `${s.base}/reports/${row.id}/contents`)).status).toBe(200);
    const ready = await call<ErrorBody>(t, s.owner.token, 'PUT', `${s.base}/reports/${row.id}`, { to: '2025-03-01' });
    expect(ready.status).toBe(409);
  });

  it('answers 202 for the contents while generating, lists newest first, deletes', async () => {
    const [row] = await t.deps.db
      .insert(monitoringReports)
      .values({ monitoringProductId: s.productId, kind: 'price_overview', periodFrom: at(1), periodTo: at(20) })
      .returning();
    expect((await call(t, s.member.token, 'GET', `${s.base}/reports/${row.id}/contents`)).status).toBe(202);
    expect((await call(t, s.owner.token, 'PUT', `${s.base}/reports/${row.id}`, {})).status).toBe(409);
    const id = await generated('change_digest');
    const list = await call<Paged<ReportResource>>(t, s.member.token, 'GET', `${s.base}/reports`);
    expect(list.body.data.map((r) => r.id)).toEqual([id, row.id]);
    expect((await call<Paged<ReportResource>>(t, s.member.token, 'GET', `${s.base}/reports?status=ready`)).body.data.map((r) => r.id)).toEqual([id]);
    expect((await call(t, s.owner.token, 'DELETE', `${s.base}/reports/${id}`)).body).toEqual({ message: 'Report has been deleted.' });
    expect((await call(t, s.member.token, 'GET', `${s.base}/reports/${id}`)).status).toBe(404);
  });

  it('422s: kind, dates, order and span', async () => {
    const post = (body: unknown) => call<ErrorBody>(t, s.owner.token, 'POST', `${s.base}/reports`, body);
    expect(Object.keys((await post({})).body.errors).sort()).toEqual(['from', 'kind', 'to']);
    expect((await post({ kind: 'weekly', from: '2025-01-01', to: '2025-02-01' })).body.errors.kind).toBeDefined();
    expect((await post({ kind: 'price_overview', from: '2025-02-01', to: '2025-01-01' })).body.errors.to).toEqual(['The to date must be after the from date.']);
    expect((await post({ kind: 'price_overview', from: '2024-01-01', to: '2025-06-01' })).body.errors.to).toEqual(['A report may span at most 366 days.']);
    expect((await post({ kind: 'price_overview', from: 'soon', to: '2025-06-01' })).body.errors.from).toBeDefined();
    expect(await t.deps.db.select().from(monitoringReports)).toHaveLength(0);
  });

  it('applies the access rules on every call', async () => {
    const id = await generated('price_overview');
    const period = { kind: 'price_overview', from: '2025-01-01', to: '2025-01-31' };
    await expectAccessRules(t, s, 'GET', '/reports');
    await expectAccessRules(t, s, 'GET', `/reports/${id}`);
    await expectAccessRules(t, s, 'GET', `/reports/${id}/contents`);
    await expectAccessRules(t, s, 'POST', '/reports', period);
    await expectAccessRules(t, s, 'PUT', `/reports/${id}`, { kind: 'change_digest' });
    await expectAccessRules(t, s, 'DELETE', `/reports/${id}`);
    const [theirs] = await t.deps.db
      .insert(monitoringReports)
      .values({ monitoringProductId: s.foreign.productId, kind: 'price_overview', periodFrom: at(1), periodTo: at(2) })
      .returning();
    expect((await call(t, s.owner.token, 'GET', `${s.base}/reports/${theirs.id}/contents`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'DELETE', `${s.base}/reports/${theirs.id}`)).status).toBe(404);
  });
});
