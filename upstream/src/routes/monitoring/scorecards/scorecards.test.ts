import { eq } from 'drizzle-orm';
import { companyRetailers, monitoringPages, monitoringProducts, scorecardLinks } from '../../../db/schema';
import { makeMonitoringWorld, makePage, type MonitoringWorld } from '../../../monitoring/pipeline/monitoring-test-kit';
import { recordPriceObservation } from '../../../monitoring/record/record-price';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { auth, json } from '../../../test/helpers';
import { tokenFor } from '../../../test/map-cases-kit';

type Card = {
  data: {
    retailer: { id: number; name: string };
    rows: Array<{ page_id: number; url: string; map_compliance_share: number | null }>;
    summary: Record<string, unknown>;
  };
};

// Issue 35: a retailer scorecard, and its published read-only link.
describe('retailer scorecards', () => {
  let t: TestApp;
  let w: MonitoringWorld;
  let token: string;
  let otherRetailer: number;
  let pageA: number;
  let pageB: number;
  beforeAll(async () => {
    t = await createTestApp();
    w = await makeMonitoringWorld(t);
    token = await tokenFor(t, w.adminId);
    await t.deps.db.update(monitoringProducts).set({ mapAmount: 124900, mapCurrency: 'EUR' }).where(eq(monitoringProducts.id, w.productId));
    [{ id: otherRetailer }] = await t.deps.db
      .insert(companyRetailers)
      .values({ companyId: w.companyId, name: 'Other-Shop' })
      .returning({ id: companyRetailers.id });
    pageA = (await makePage(t, w, 'https://demo-shop.example/products/espresso')).id;
    const other = await makePage(t, w, 'https://other-shop.example/p/espresso');
    pageB = other.id;
    await t.deps.db.update(monitoringPages).set({ companyRetailerId: otherRetailer }).where(eq(monitoringPages.id, pageB));
    const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 10, day, hour));
    const observe = (pageId: number, amount: number, when: Date) =>
      recordPriceObservation(t.deps.db, {
        monitoringProductId: w.productId,
        pageId,
        variationId: null,
        amount,
        currency: 'EUR',
        availability: 'in_stock',
        source: 'jsonld',
        observedAt: when,
      });
    // Retailer A: 10 days at 1,299.00, then 10 days at 1,199.00 (below MAP), seen again at the end.
    await observe(pageA, 129900, at(1));
    await observe(pageA, 119900, at(11));
    await observe(pageA, 119900, at(21));
    await observe(pageB, 129900, at(1));
    await observe(pageB, 129900, at(21));
  });
  afterAll(() => t.close());

  const api = (path: string, init: RequestInit = {}) =>
    t.app.request(`/api/companies/${w.companyId}/${path}`, { ...init, headers: { ...auth(token), ...(init.headers as Record<string, string>) } });
  const period = 'from=2026-11-01&to=2026-11-21';

  it('scores the share of observed time at or above MAP, and says when there is no MSRP', async () => {
    const res = await api(`scorecards/${w.retailerId}?${period}`);
    expect(res.status).toBe(200);
    const card = (await res.json()) as Card;
    expect(card.data.retailer).toEqual({ id: w.retailerId, name: 'Demo-Shop' });
    expect(card.data.rows.map((r) => r.page_id)).toEqual([pageA]);
    expect(card.data.summary).toMatchObject({ map_compliance_share: 0.5, in_stock_share: 1, price_index_vs_msrp: null });
    expect(card.data.summary.price_index_note).toEqual(expect.stringContaining('MSRP'));
    expect((await api(`scorecards/${w.retailerId}?from=2026-11-21&to=2026-11-01`)).status).toBe(422);
  });

  it('publishes a link showing that retailer only: 404 when altered, 410 after expiry or revocation', async () => {
    const created = await api('scorecard-links', json({ retailer_id: w.retailerId, from: '2026-11-01', to: '2026-11-21', expires_in_days: 7 }));
    expect(created.status).toBe(201);
    const link = ((await created.json()) as { data: { id: number; token: string; path: string } }).data;
    expect(link.path).toBe(`/scorecard/${link.token}`);

    const open = (tok: string) => t.app.request(`/api/public-scorecards/${encodeURIComponent(tok)}`);
    const shown = await open(link.token);
    expect(shown.status).toBe(200);
    const card = (await shown.json()) as Card;
    expect(card.data.rows.map((r) => r.page_id)).toEqual([pageA]);
    expect(JSON.stringify(card)).not.toContain('other-shop');

    // Another retailer's id written into the token: the signature no longer matches.
    const [payload, signature] = link.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, number>;
    const forged = `${Buffer.from(JSON.stringify({ ...claims, r: otherRetailer })).toString('base64url')}.${signature}`;
    expect((await open(forged)).status).toBe(404);
    expect((await open(`${payload}.${signature.slice(0, -2)}xx`)).status).toBe(404);
    expect((await open('not-a-token')).status).toBe(404);

    await t.deps.db
      .update(scorecardLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(scorecardLinks.id, link.id));
    expect((await open(link.token)).status).toBe(410);

    const second = (
      (await (await api('scorecard-links', json({ retailer_id: w.retailerId, from: '2026-11-01', to: '2026-11-21', expires_in_days: 7 }))).json()) as {
        data: { id: number; token: string };
      }
    ).data;
    expect((await open(second.token)).status).toBe(200);
    expect((await api(`scorecard-links/${second.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await open(second.token)).status).toBe(410);
    expect((await api('scorecard-links', json({ retailer_id: w.retailerId, from: '2026-11-01', to: '2026-11-21', expires_in_days: 400 }))).status).toBe(422);
  });
});
