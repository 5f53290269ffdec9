import { eq } from 'drizzle-orm';
import { monitoringProductResource } from '@/lib/contract/monitoring/products';
import type { MonitoringProduct } from '@/lib/contract/monitoring/products';
import { companyRetailers, monitoringAlertRules, monitoringPages, monitoringPrices, monitoringProducts, workspaceTeams } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { makeWorkspace } from '../../../test/fixtures';
import { addMonitoringProduct, call, productsPath, scene } from '../../../test/monitoring-kit';
import type { Paged } from '../../../test/monitoring-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Data = { data: MonitoringProduct };

describe('monitoring products: create, list, get, update, delete', () => {
  it('creates with defaults and rules, reads, edits and deletes', async () => {
    const s = await scene(t);
    const ws = await makeWorkspace(t, { ownerTeamId: s.teamA });
    const catalogue = await call<{ data: { id: number } }>(t, s.owner.token, 'POST', `companies/${s.acme.id}/products`, { name: 'Kettle' });
    const created = await call<Data>(t, s.owner.token, 'POST', productsPath(s.acme.id), {
      name: 'Kettle 1.7 l',
      brand: 'Brew',
      gtin: '4006381333931',
      sku: 'K-17',
      product_id: catalogue.body.data.id,
      map_amount: 124900,
      map_currency: 'eur',
      alert_rules: [{ kind: 'price_below', threshold_amount: 120000, currency: 'EUR', action: 'task', workspace_id: ws }, { kind: 'availability_change' }],
    });
    expect(created.status).toBe(201);
    const p = created.body.data;
    expect(monitoringProductResource.strict().parse(p)).toEqual(p);
    expect(p).toMatchObject({
      company_id: s.acme.id,
      product_id: catalogue.body.data.id,
      name: 'Kettle 1.7 l',
      brand: 'Brew',
      mpn: null,
      map_amount: 124900,
      map_currency: 'EUR',
      schedule_cron: '0 */6 * * *',
      schedule_tz: 'UTC',
      schedule_text: 'Checked on the hour, every 6 hours (UTC)',
      status: 'active',
      variations_count: 0,
      created_by: s.owner.id,
      summary: { page_count: 0, retailer_count: 0, lowest_price: null, highest_price: null, health: 'pending', last_checked_at: null, sparkline: [] },
    });
    expect(p.alert_rules.map((r) => [r.kind, r.threshold_amount, r.action, r.workspace_id, r.cooldown_minutes, r.active])).toEqual([
      ['price_below', 120000, 'task', ws, 1440, true],
      ['availability_change', null, 'notify', null, 1440, true],
    ]);
    // The author of a rule is kept: a task it opens later is filed as them.
    const stored = await t.deps.db
      .select({ createdBy: monitoringAlertRules.createdBy })
      .from(monitoringAlertRules)
      .where(eq(monitoringAlertRules.monitoringProductId, p.id));
    expect(stored.map((r) => r.createdBy)).toEqual([s.owner.id, s.owner.id]);

    const got = await call<Data>(t, s.member.token, 'GET', `${productsPath(s.acme.id)}/${p.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual({ ...p, alert_tasks: [] });

    // Rules are replaced as a whole; one sent with its id keeps its id (and its cooldown state).
    await t.deps.db
      .update(monitoringAlertRules)
      .set({ lastFiredAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(monitoringAlertRules.id, p.alert_rules[0].id));
    const edited = await call<Data>(t, s.owner.token, 'PUT', `${productsPath(s.acme.id)}/${p.id}`, {
      schedule_cron: '30 8 * * 1-5',
      schedule_tz: 'Europe/Berlin',
      status: 'paused',
      brand: null,
      alert_rules: [
        { id: p.alert_rules[0].id, kind: 'price_below', threshold_amount: 110000, currency: 'EUR', action: 'notify' },
        { kind: 'price_change_pct', percent: 5 },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: 'Kettle 1.7 l',
      brand: null,
      sku: 'K-17',
      schedule_cron: '30 8 * * 1-5',
      schedule_tz: 'Europe/Berlin',
      schedule_text: 'Checked at 08:30, Monday through Friday (Europe/Berlin)',
      status: 'paused',
    });
    const rules = edited.body.data.alert_rules;
    expect(rules.map((r) => [r.id === p.alert_rules[0].id, r.kind, r.threshold_amount, r.percent, r.workspace_id, r.last_fired_at])).toEqual([
      [true, 'price_below', 110000, null, null, '2026-01-01T00:00:00.000Z'],
      [false, 'price_change_pct', null, 5, null, null],
    ]);
    expect(await t.deps.db.select().from(monitoringAlertRules)).toHaveLength(2);
    // A PUT without alert_rules leaves them; MAP cleared as a pair.
    const kept = await call<Data>(t, s.owner.token, 'PUT', `${productsPath(s.acme.id)}/${p.id}`, { map_amount: null, map_currency: null });
    expect(kept.body.data).toMatchObject({ map_amount: null, map_currency: null });
    expect(kept.body.data.alert_rules).toHaveLength(2);

    const del = await call(t, s.owner.token, 'DELETE', `${productsPath(s.acme.id)}/${p.id}`);
    expect(del.body).toEqual({ message: 'Monitoring product has been deleted.' });
    expect(await t.deps.db.select().from(monitoringProducts)).toEqual([]);
    expect(await t.deps.db.select().from(monitoringAlertRules)).toEqual([]);
  });

  it('pages, sorts, searches and filters the list by status', async () => {
    const s = await scene(t);
    for (const [name, status] of [
      ['Oven', 'active'],
      ['kettle', 'paused'],
      ['Toaster', 'active'],
      ['Blender', 'archived'],
    ] as const) {
      await addMonitoringProduct(t, s.owner.token, s.acme.id, { name, status });
    }
    await addMonitoringProduct(t, s.outsider.token, s.other.id, { name: 'Kettle elsewhere' });
    const list = await call<Paged<MonitoringProduct>>(t, s.member.token, 'GET', productsPath(s.acme.id));
    expect(list.body.data.map((p) => p.name)).toEqual(['Blender', 'kettle', 'Oven', 'Toaster']);
    expect(list.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 4 });
    const desc = await call<Paged<MonitoringProduct>>(t, s.member.token, 'GET', `${productsPath(s.acme.id)}?sort=-name&per_page=2&page=2`);
    expect(desc.body.data.map((p) => p.name)).toEqual(['kettle', 'Blender']);
    expect(desc.body.meta).toMatchObject({ current_page: 2, last_page: 2, total: 4 });
    const newest = await call<Paged<MonitoringProduct>>(t, s.member.token, 'GET', `${productsPath(s.acme.id)}?sort=-created_at&per_page=1`);
    expect(newest.body.data.map((p) => p.name)).toEqual(['Blender']);
    const found = await call<Paged<MonitoringProduct>>(t, s.member.token, 'GET', `${productsPath(s.acme.id)}?search=KETT`);
    expect(found.body.data.map((p) => p.name)).toEqual(['kettle']);
    const active = await call<Paged<MonitoringProduct>>(t, s.member.token, 'GET', `${productsPath(s.acme.id)}?status=active`);
    expect(active.body.data.map((p) => p.name)).toEqual(['Oven', 'Toaster']);
    expect((await call(t, s.member.token, 'GET', `${productsPath(s.acme.id)}?sort=price`)).status).toBe(422);
  });
});

describe('monitoring products: 422', () => {
  it('names the field: name, cron, time zone, currency, MAP pair, rules', async () => {
    const s = await scene(t);
    const post = (body: Record<string, unknown>) => call(t, s.owner.token, 'POST', productsPath(s.acme.id), body);
    const bad = await post({ name: '', schedule_cron: 'every hour', schedule_tz: 'Mars/Olympus', map_amount: 1.5, map_currency: 'XYZ', status: 'gone' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['map_amount', 'map_currency', 'name', 'schedule_cron', 'schedule_tz', 'status']);
    expect((await post({ name: 'K', schedule_cron: '* * * * * * *' })).body.errors).toHaveProperty('schedule_cron');
    expect((await post({ name: 'K', schedule_cron: '61 * * * *' })).body.errors).toHaveProperty('schedule_cron');
    expect((await post({ name: 'K', map_amount: 100 })).body.errors).toEqual({ map_currency: ['The MAP currency is required with a MAP amount.'] });
    expect((await post({ name: 'K', map_currency: 'EUR' })).body.errors).toEqual({ map_amount: ['The MAP amount is required with a MAP currency.'] });
    const rules = await post({
      name: 'K',
      alert_rules: [{ kind: 'price_below' }, { kind: 'price_change_pct' }, { kind: 'availability_change', action: 'task' }, { kind: 'nope' }],
    });
    expect(Object.keys(rules.body.errors).sort()).toEqual([
      'alert_rules.0.currency',
      'alert_rules.0.threshold_amount',
      'alert_rules.1.percent',
      'alert_rules.2.workspace_id',
      'alert_rules.3.kind',
    ]);
    const variation = await post({ name: 'K', alert_rules: [{ kind: 'availability_change', variation_id: 5 }] });
    expect(variation.body.errors).toEqual({ 'alert_rules.0.variation_id': ['The selected variation is invalid.'] });
    expect((await post({ name: 'K', alert_rules: [{ id: 1, kind: 'availability_change' }] })).body.errors).toHaveProperty(['alert_rules.0.id']);
    expect(await t.deps.db.select().from(monitoringProducts)).toEqual([]);
  });

  it('refuses another company’s catalogue product and a workspace the caller cannot write in', async () => {
    const s = await scene(t);
    const theirs = await call<{ data: { id: number } }>(t, s.outsider.token, 'POST', `companies/${s.other.id}/products`, { name: 'Theirs' });
    const cross = await call(t, s.owner.token, 'POST', productsPath(s.acme.id), { name: 'K', product_id: theirs.body.data.id });
    expect(cross.status).toBe(422);
    expect(cross.body.errors).toEqual({ product_id: ['The selected product is invalid.'] });
    const rule = (workspace_id: number) => ({ name: 'K', alert_rules: [{ kind: 'availability_change', action: 'task', workspace_id }] });
    const foreignWs = await makeWorkspace(t, { ownerTeamId: s.teamB });
    const foreign = await call(t, s.owner.token, 'POST', productsPath(s.acme.id), rule(foreignWs));
    expect(foreign.body.errors).toEqual({ 'alert_rules.0.workspace_id': ['The selected workspace is invalid.'] });
    // Visible but read-only for the owner's team: the same guard as POST tasks says no.
    const readOnly = await makeWorkspace(t, { ownerTeamId: s.teamB, teamIds: [s.teamA] });
    await t.deps.db.update(workspaceTeams).set({ access: 'read_only' }).where(eq(workspaceTeams.teamId, s.teamA));
    const ro = await call(t, s.owner.token, 'POST', productsPath(s.acme.id), rule(readOnly));
    expect(ro.body.errors).toEqual({ 'alert_rules.0.workspace_id': ['You cannot open tasks in this workspace.'] });
    expect(await t.deps.db.select().from(monitoringProducts)).toEqual([]);
  });
});

describe('monitoring products: access', () => {
  it('401 without a token, 403 for a member writing, 404 for an outsider and for another company’s product', async () => {
    const s = await scene(t);
    const mine = await addMonitoringProduct(t, s.owner.token, s.acme.id, { name: 'Mine' });
    const theirs = await addMonitoringProduct(t, s.outsider.token, s.other.id, { name: 'Theirs' });
    const path = `${productsPath(s.acme.id)}/${mine.id}`;
    expect((await call(t, null, 'GET', productsPath(s.acme.id))).status).toBe(401);
    expect((await call(t, s.member.token, 'POST', productsPath(s.acme.id), { name: 'X' })).status).toBe(403);
    expect((await call(t, s.member.token, 'PUT', path, { name: 'X' })).status).toBe(403);
    expect((await call(t, s.member.token, 'DELETE', path)).status).toBe(403);
    expect((await call(t, s.outsider.token, 'GET', path)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'PUT', path, { name: '' })).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', `${productsPath(s.acme.id)}/${theirs.id}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'PUT', `${productsPath(s.acme.id)}/${theirs.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await call(t, s.owner.token, 'DELETE', `${productsPath(s.acme.id)}/${theirs.id}`)).status).toBe(404);
  });
});

describe('monitoring products: summary', () => {
  it('counts pages and retailers, prices in the common currency, health and the sparkline, from rows inserted directly', async () => {
    const s = await scene(t);
    const p = await addMonitoringProduct(t, s.owner.token, s.acme.id, { name: 'Kettle' });
    const other = await addMonitoringProduct(t, s.owner.token, s.acme.id, { name: 'Other' });
    const [retailer] = await t.deps.db.insert(companyRetailers).values({ companyId: s.acme.id, name: 'Shop' }).returning();
    const page = (url: string, domain: string, status: 'ok' | 'blocked' | 'pending', checked: string | null, companyRetailerId: number | null = null) => ({
      monitoringProductId: p.id,
      url,
      normalizedUrl: url,
      domain,
      status,
      lastCheckedAt: checked ? new Date(checked) : null,
      companyRetailerId,
    });
    const [a, b, c, d] = await t.deps.db
      .insert(monitoringPages)
      .values([
        page('https://a.example/1', 'a.example', 'ok', '2026-03-01T10:00:00Z', retailer.id),
        page('https://a.example/2', 'a.example', 'ok', '2026-03-02T10:00:00Z', retailer.id),
        page('https://b.example/1', 'b.example', 'blocked', '2026-03-03T10:00:00Z'),
        page('https://c.example/1', 'c.example', 'pending', null),
      ])
      .returning();
    const price = (pageId: number, amount: number | null, currency: string, at: string, last = at) => ({
      monitoringProductId: p.id,
      pageId,
      amount,
      currency,
      source: 'jsonld' as const,
      firstObservedAt: new Date(at),
      lastObservedAt: new Date(last),
    });
    await t.deps.db
      .insert(monitoringPrices)
      .values([
        price(a.id, 129900, 'EUR', '2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z'),
        price(b.id, 139900, 'EUR', '2026-03-01T12:00:00Z'),
        price(a.id, 119900, 'EUR', '2026-03-03T00:00:00Z'),
        price(b.id, 109900, 'EUR', '2026-03-04T00:00:00Z'),
        price(b.id, 149900, 'EUR', '2026-03-05T00:00:00Z'),
        price(c.id, 5000, 'USD', '2026-03-05T00:00:00Z'),
      ]);
    void d;
    const list = await call<Paged<MonitoringProduct>>(t, s.member.token, 'GET', productsPath(s.acme.id));
    const kettle = list.body.data.find((x) => x.id === p.id)!;
    expect(kettle.summary).toEqual({
      page_count: 4,
      retailer_count: 3, // the retailer (pages a, b) + the domains b.example and c.example
      lowest_price: { amount: 119900, currency: 'EUR' },
      highest_price: { amount: 149900, currency: 'EUR' },
      currency: 'EUR',
      mixed_currencies: true,
      health: 'blocked',
      statuses: { ok: 2, blocked: 1, pending: 1 },
      last_checked_at: '2026-03-03T10:00:00.000Z',
      sparkline: [
        ['2026-03-01T00:00:00.000Z', 129900],
        ['2026-03-03T00:00:00.000Z', 119900],
        ['2026-03-04T00:00:00.000Z', 109900],
        ['2026-03-05T00:00:00.000Z', 119900],
      ],
    });
    expect(list.body.data.find((x) => x.id === other.id)!.summary).toMatchObject({ page_count: 0, health: 'pending', lowest_price: null, sparkline: [] });
    // The same on GET one.
    const one = await call<Data>(t, s.member.token, 'GET', `${productsPath(s.acme.id)}/${p.id}`);
    expect(one.body.data.summary).toEqual(kettle.summary);
  });

  it('keeps the list to a fixed number of queries whatever the page size', async () => {
    const s = await scene(t);
    for (let i = 0; i < 12; i++) {
      const p = await addMonitoringProduct(t, s.owner.token, s.acme.id, { name: `P${i}` });
      await t.deps.db
        .insert(monitoringPages)
        .values({ monitoringProductId: p.id, url: `https://x.example/${i}`, normalizedUrl: `https://x.example/${i}`, domain: 'x.example' });
    }
    const counted = async (perPage: number) => {
      const spy = jest.spyOn(t.deps.db, 'select');
      const spyDistinct = jest.spyOn(t.deps.db, 'selectDistinctOn');
      await call(t, s.member.token, 'GET', `${productsPath(s.acme.id)}?per_page=${perPage}`);
      const n = spy.mock.calls.length + spyDistinct.mock.calls.length;
      spy.mockRestore();
      spyDistinct.mockRestore();
      return n;
    };
    // One read first: statements prepared on first use (db/prepared.ts; writes prepare theirs in
    // their own transaction) are not the list's queries.
    await call(t, s.member.token, 'GET', `${productsPath(s.acme.id)}?per_page=1`);
    const small = await counted(2);
    expect(small).toBeGreaterThan(5);
    expect(await counted(12)).toBe(small);
  });
});
