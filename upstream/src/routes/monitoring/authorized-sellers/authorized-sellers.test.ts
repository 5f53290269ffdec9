import { asc, eq } from 'drizzle-orm';
import { authorizedSellers, mapCases, monitoringPrices, monitoringSellerOffers } from '../../../db/schema';
import type { EngineWorld } from '../../../monitoring/pipeline/engine-test-kit';
import { makePage } from '../../../monitoring/pipeline/monitoring-test-kit';
import { sellerKey } from '../../../monitoring/extract/seller-key';
import { json } from '../../../test/helpers';
import { caseNotifications, mapWorld, withMapAndContact } from '../../../test/map-cases-kit';
import type { CompanyApi } from '../../../test/map-cases-kit';

// Issue 35: a marketplace page with three sellers — the retailer, an authorised outlet, and an
// unknown seller below MAP holding the buy box.
describe('marketplace sellers and the authorised list', () => {
  let e: EngineWorld;
  let api: CompanyApi;
  mapWorld((world) => {
    ({ e, api } = world);
  });

  const allow = async (name: string, id?: string) => {
    const res = await api('authorized-sellers', json({ retailer_id: e.world.retailerId, seller_name: name, seller_id: id }));
    expect(res.status).toBe(201);
  };

  it('stores three offers and one alert; authorising the seller stops new alerts', async () => {
    await withMapAndContact(e.t, e.world);
    await allow('Demo-Shop');
    await allow('espresso outlet'); // names match folded
    const page = await makePage(e.t, e.world, `${e.shop.url}/products/marketplace`);
    const first = await e.scrape(page.id);
    expect(first.status).toBe('succeeded');

    const offers = await e.t.deps.db
      .select()
      .from(monitoringSellerOffers)
      .where(eq(monitoringSellerOffers.pageId, page.id))
      .orderBy(asc(monitoringSellerOffers.amount));
    expect(offers.map((o) => [o.sellerName, o.sellerId, o.amount, o.buyBox])).toEqual([
      ['BargainHub', 'S-900', 115000, true],
      ['Espresso Outlet', 'S-200', 127900, false],
      ['Demo-Shop', 'S-100', 129900, false],
    ]);
    // The page's own price is the buy box's.
    const [price] = await e.t.deps.db.select().from(monitoringPrices).where(eq(monitoringPrices.pageId, page.id));
    expect(price.amount).toBe(115000);

    const cases = await e.t.deps.db.select().from(mapCases);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      sellerName: 'BargainHub',
      sellerKey: sellerKey({ name: 'BargainHub', id: 'S-900' }),
      reasons: ['below_map', 'unauthorized_seller'],
      severity: 'major',
    });
    expect(await caseNotifications(e.t, e.world.adminId)).toHaveLength(1);

    const listed = (await (await api(`monitoring-products/${e.world.productId}/seller-offers`)).json()) as {
      data: Array<{ seller_name: string; authorized: boolean | null; buy_box: boolean }>;
    };
    expect(listed.data.find((o) => o.seller_name === 'BargainHub')).toMatchObject({ authorized: false, buy_box: true });
    expect(listed.data.find((o) => o.seller_name === 'Espresso Outlet')).toMatchObject({ authorized: true });

    // Back above MAP but still unknown: the same case, now only "unauthorised", and no new alert.
    e.shop.setPrice('market-bargain', 125900);
    await e.scrape(page.id);
    const [still] = await e.t.deps.db.select().from(mapCases);
    expect(still).toMatchObject({ id: cases[0].id, status: 'open', reasons: ['unauthorized_seller'] });
    expect(await caseNotifications(e.t, e.world.adminId)).toHaveLength(1);

    await allow('BargainHub', 'S-900');
    await e.scrape(page.id);
    const [closed] = await e.t.deps.db.select().from(mapCases);
    expect(closed).toMatchObject({ id: cases[0].id, status: 'closed' });
    const afterClose = (await caseNotifications(e.t, e.world.adminId)).length;
    await e.scrape(page.id);
    expect(await e.t.deps.db.select().from(mapCases)).toHaveLength(1);
    expect(await caseNotifications(e.t, e.world.adminId)).toHaveLength(afterClose);
    expect(await e.t.deps.db.select().from(authorizedSellers)).toHaveLength(3);
  });

  it('validates the list: a retailer of the company, a name, no duplicates', async () => {
    expect((await api('authorized-sellers', json({ retailer_id: e.world.retailerId }))).status).toBe(422);
    expect((await api('authorized-sellers', json({ retailer_id: 999999, seller_name: 'X' }))).status).toBe(422);
    await allow('BargainHub');
    expect((await api('authorized-sellers', json({ retailer_id: e.world.retailerId, seller_name: ' bargainhub ' }))).status).toBe(409);
    const list = (await (await api(`authorized-sellers?retailer_id=${e.world.retailerId}`)).json()) as { data: Array<{ id: number }> };
    expect(list.data).toHaveLength(1);
    expect((await api(`authorized-sellers/${list.data[0].id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`authorized-sellers/${list.data[0].id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
