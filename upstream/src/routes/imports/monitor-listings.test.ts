import { sql } from 'drizzle-orm';
import type { MonitorListingsResult } from '@/lib/contract/imports';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, scene } from '../../test/companies-kit';
import { confirm, countOf, preview, upload } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CSV = [
  'SKU,Product,MAP,Retailer,Product URL',
  'M-1,Mug,"9,99",Northwind,https://northwind.example/mug',
  'M-1,Mug,"9,99",Contoso,https://contoso.example/mug#top',
  'M-2,Cup,,Northwind,https://user:secret@northwind.example/cup',
  'M-3,Bowl,,Northwind,',
].join('\n');

describe('POST companies/{id}/listings/monitor', () => {
  it('turns listing URLs into monitored pages (one retailer, then all), once, with the product’s MAP', async () => {
    const s = await scene(t);
    const imp = (await upload(t, s.owner.token, s.acme.id, CSV, 'listings.csv')).body.data;
    expect((await preview(t, s.owner.token, imp)).body.data.errors).toEqual([]);
    await confirm(t, s.owner.token, imp);
    expect(await countOf(t, 'monitoring_pages')).toBe(0);
    const rows = await t.deps.db.execute<{ id: number; name: string }>(sql`select id, name from company_retailers order by id`);
    const [northwind] = (rows as unknown as { rows: { id: number; name: string }[] }).rows;
    const path = `companies/${s.acme.id}/listings/monitor`;
    const one = await call<{ data: MonitorListingsResult }>(t, s.owner.token, 'POST', path, { retailer_id: northwind.id, currency: 'EUR' });
    expect(one.status).toBe(200);
    // The URL with credentials is skipped, the listing without a URL is not a candidate.
    expect(one.body.data).toEqual({ pages: { create: 1, update: 0, unchanged: 0 }, skipped: 1 });
    const all = await call<{ data: MonitorListingsResult }>(t, s.owner.token, 'POST', path);
    expect(all.body.data).toEqual({ pages: { create: 1, update: 0, unchanged: 1 }, skipped: 1 });
    expect(await countOf(t, 'monitoring_products', `product_id is not null and map_amount = 999 and map_currency = 'EUR'`)).toBe(1);
    expect(await countOf(t, 'monitoring_pages', `next_check_at is not null and status = 'pending'`)).toBe(2);
    expect(await countOf(t, 'monitoring_pages', `normalized_url = 'https://contoso.example/mug'`)).toBe(1);
    const again = await call<{ data: MonitorListingsResult }>(t, s.owner.token, 'POST', path, {});
    expect(again.body.data.pages).toEqual({ create: 0, update: 0, unchanged: 2 });
    expect((await call(t, s.owner.token, 'POST', path, { retailer_id: 999_999 })).status).toBe(422);
    expect((await call(t, s.member.token, 'POST', path, {})).status).toBe(403);
    expect((await call(t, s.outsider.token, 'POST', path, {})).status).toBe(404);
  });
});
