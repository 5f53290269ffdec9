import type { FileRecord } from '@/lib/contract/files';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, makeFile, scene, type Paged } from '../../test/files-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Four files of `ws` at known times, and one of the outsider's workspace. */
async function library() {
  const s = await scene(t);
  const at = async (iso: string, token: string, fields: Record<string, string | string[]>) => {
    t.setNow(new Date(iso));
    return makeFile(t, token, fields);
  };
  const ws = String(s.ws);
  const deck = await at('2024-01-10T09:00:00Z', s.owner.token, {
    name: 'Q1 Sales deck',
    description: 'Quarterly 100% numbers',
    category: 'Sales',
    workspace_id: ws,
    retailer_ids: [String(s.target)],
    workspace_company_brand_id: String(s.brand),
  });
  const plan = await at('2024-02-15T23:59:59Z', s.member.token, {
    name: 'Planogram',
    description: 'For the sales floor',
    category: 'Store Checks',
    workspace_id: ws,
    retailer_ids: [String(s.costco)],
    workspace_company_product_id: String(s.product),
  });
  const promo = await at('2024-02-20T00:00:00Z', s.owner.token, {
    name: 'Sales promo',
    category: 'Sales',
    workspace_id: ws,
    workspace_company_retailer_id: String(s.target),
  });
  const forecast = await at('2024-03-01T12:00:00Z', s.owner.token, { name: 'Forecast Sales_2024', category: 'Forecasts', workspace_id: ws });
  const secret = await at('2024-02-01T00:00:00Z', s.outsider.token, { name: 'Sales secret', category: 'Sales', workspace_id: String(s.otherWs) });
  t.setNow(null);
  return { s, deck, plan, promo, forecast, secret };
}

describe('GET files', () => {
  it('needs a token', async () => {
    expect((await call(t, null, 'GET', 'files')).status).toBe(401);
  });

  it('lists the files of the caller’s workspaces, newest first, paged with totals', async () => {
    const { s, deck, plan, promo, forecast, secret } = await library();
    const all = await call<Paged<FileRecord>>(t, s.reader.token, 'GET', 'files');
    expect(all.status).toBe(200);
    expect(all.body.data.map((f) => f.id)).toEqual([forecast.id, promo.id, plan.id, deck.id]);
    expect(all.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 4 });
    const page2 = await call<Paged<FileRecord>>(t, s.owner.token, 'GET', 'files?per_page=3&page=2');
    expect(page2.body.data.map((f) => f.id)).toEqual([deck.id]);
    expect(page2.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
    const theirs = await call<Paged<FileRecord>>(t, s.outsider.token, 'GET', 'files');
    expect(theirs.body.data.map((f) => f.id)).toEqual([secret.id]);
    // A shared URL naming a workspace the caller cannot see lists nothing rather than leaking or failing.
    const foreign = await call<Paged<FileRecord>>(t, s.owner.token, 'GET', `files?workspace_ids=${s.otherWs}`);
    expect(foreign.body).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } });
    const mine = await call<Paged<FileRecord>>(t, s.owner.token, 'GET', `files?workspace_ids=${s.ws},${s.otherWs}`);
    expect(mine.body.meta.total).toBe(4);
  });

  it('sorts by name (case-insensitively) or by date', async () => {
    const { s } = await library();
    const names = async (q: string) => (await call<Paged<FileRecord>>(t, s.owner.token, 'GET', `files?${q}`)).body.data.map((f) => f.name);
    expect(await names('sort=name')).toEqual(['Forecast Sales_2024', 'Planogram', 'Q1 Sales deck', 'Sales promo']);
    expect(await names('sort=-name')).toEqual(['Sales promo', 'Q1 Sales deck', 'Planogram', 'Forecast Sales_2024']);
    expect(await names('sort=created_at')).toEqual(['Q1 Sales deck', 'Planogram', 'Sales promo', 'Forecast Sales_2024']);
  });

  it('filters by category, dates (inclusive UTC days), retailers, brands, products and text, alone or together', async () => {
    const { s, deck, plan, promo, forecast } = await library();
    const ids = async (q: string) => (await call<Paged<FileRecord>>(t, s.owner.token, 'GET', `files?${q}`)).body.data.map((f) => f.id);
    expect(await ids('category=Sales')).toEqual([promo.id, deck.id]);
    expect(await ids('category=')).toHaveLength(4);
    expect(await ids('date_from=2024-02-15&date_to=2024-02-15')).toEqual([plan.id]);
    expect(await ids('date_from=2024-02-16')).toEqual([forecast.id, promo.id]);
    expect(await ids('date_to=2024-01-10')).toEqual([deck.id]);
    expect(await ids(`retailer_ids=${s.target}`)).toEqual([promo.id, deck.id]);
    expect(await ids(`retailer_ids=${s.target},${s.costco}`)).toEqual([promo.id, plan.id, deck.id]);
    expect(await ids(`brand_ids=${s.brand}`)).toEqual([deck.id]);
    expect(await ids(`product_ids=${s.product}`)).toEqual([plan.id]);
    expect(await ids('search=SALES')).toEqual([forecast.id, promo.id, plan.id, deck.id]);
    expect(await ids('search=quarterly')).toEqual([deck.id]);
    // LIKE wildcards are taken literally.
    expect(await ids('search=%25')).toEqual([deck.id]);
    expect(await ids('search=_')).toEqual([forecast.id]);
    expect(await ids(`category=Sales&date_from=2024-02-01&date_to=2024-02-20&retailer_ids=${s.target}&search=promo`)).toEqual([promo.id]);
    expect(await ids(`category=Sales&date_from=2024-02-01&date_to=2024-02-19&retailer_ids=${s.target}&search=promo`)).toEqual([]);
    expect(await ids(`category=Sales&retailer_ids=${s.costco}`)).toEqual([]);
  });

  it('answers 422 for a bad filter', async () => {
    const s = await scene(t);
    const bad = async (q: string) => call(t, s.owner.token, 'GET', `files?${q}`);
    expect(Object.keys((await bad('category=Gossip')).body.errors)).toEqual(['category']);
    expect(Object.keys((await bad('date_from=2024-03-01&date_to=2024-02-01')).body.errors)).toEqual(['date_to']);
    expect(Object.keys((await bad('date_from=yesterday')).body.errors)).toEqual(['date_from']);
    expect(Object.keys((await bad('sort=size')).body.errors)).toEqual(['sort']);
    expect((await bad('per_page=1000')).status).toBe(422);
  });
});

describe('GET workspaces/{id}/retailers/{workspaceRetailerId}/files', () => {
  it('lists that retailer’s files, paged, to anyone who reads the workspace', async () => {
    const { s, deck, promo } = await library();
    const res = await call<Paged<FileRecord>>(t, s.reader.token, 'GET', `workspaces/${s.ws}/retailers/${s.target}/files?per_page=1`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((f) => f.id)).toEqual([promo.id]);
    expect(res.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
    const searched = await call<Paged<FileRecord>>(t, s.owner.token, 'GET', `workspaces/${s.ws}/retailers/${s.target}/files?search=deck`);
    expect(searched.body.data.map((f) => f.id)).toEqual([deck.id]);
  });

  it('answers 401, and 404 for outsiders, retailers of another workspace and ids that name nothing', async () => {
    const { s } = await library();
    expect((await call(t, null, 'GET', `workspaces/${s.ws}/retailers/${s.target}/files`)).status).toBe(401);
    expect((await call(t, s.outsider.token, 'GET', `workspaces/${s.ws}/retailers/${s.target}/files`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', `workspaces/${s.ws}/retailers/${s.theirRetailer}/files`)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'GET', `workspaces/${s.otherWs}/retailers/${s.target}/files`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', `workspaces/${s.ws}/retailers/99999999999/files`)).status).toBe(404);
  });
});
