import { asc } from 'drizzle-orm';
import { mapCases } from '../../../db/schema';
import type { EngineWorld } from '../../../monitoring/pipeline/engine-test-kit';
import { makePage } from '../../../monitoring/pipeline/monitoring-test-kit';
import { auth, json } from '../../../test/helpers';
import { caseNotifications, mapWorld, tokenFor, withMapAndContact } from '../../../test/map-cases-kit';
import type { CompanyApi } from '../../../test/map-cases-kit';

type CaseBody = {
  data: {
    id: number;
    status: string;
    level: number;
    severity: string | null;
    reasons: string[];
    amount: number;
    map_amount: number;
    currency: string;
    gap_percent: number;
    price_id: number;
    version_id: number;
    contact: { email: string } | null;
    notice_draft: { to: string; subject: string; body: string } | null;
    time_to_compliance_seconds: number | null;
    resolving_version_id: number | null;
    notices_sent: number;
    events: Array<{ kind: string; level: number }>;
  };
};

// Issue 35: the MAP enforcement loop against the demo shop — violation → case with evidence →
// notice drafted and sent once → compliance closes it → a repeat reopens the same case at level 2.
describe('MAP cases: the enforcement loop', () => {
  let e: EngineWorld;
  let token: string;
  let api: CompanyApi;
  mapWorld((world) => {
    ({ e, token, api } = world);
  });

  const casesOf = () => e.t.deps.db.select().from(mapCases).orderBy(asc(mapCases.id));

  it('opens one case with its evidence, sends exactly one notice, closes on compliance and reopens the same case at level 2', async () => {
    const { email } = await withMapAndContact(e.t, e.world);
    const page = await makePage(e.t, e.world, `${e.shop.url}/products/espresso-machine`);
    e.shop.setPrice('espresso-machine', 119900);
    const first = await e.scrape(page.id);

    const [opened] = await casesOf();
    expect(await casesOf()).toHaveLength(1);
    const detail = (await (await api(`map-cases/${opened.id}`)).json()) as CaseBody;
    expect(detail.data).toMatchObject({
      status: 'open',
      level: 1,
      severity: 'minor',
      reasons: ['below_map'],
      amount: 119900,
      map_amount: 124900,
      currency: 'EUR',
      price_id: first.priceId,
      version_id: first.versionId,
      contact: { email },
      notices_sent: 0,
    });
    expect(detail.data.gap_percent).toBeCloseTo(4.0, 1);
    // The admin heard, the plain member did not (targeting: company admins).
    const told = await caseNotifications(e.t, e.world.adminId);
    expect(told).toHaveLength(1);
    expect(told[0].data).toMatchObject({
      kind: 'map_case',
      record: `map_case:${opened.id}`,
      url: `/company/${e.world.companyId}/monitoring/map-cases/${opened.id}`,
    });
    expect(await caseNotifications(e.t, e.world.memberId)).toHaveLength(0);

    // An unchanged check keeps the one case (and says nothing new).
    await e.scrape(page.id);
    expect(await casesOf()).toHaveLength(1);
    expect(await caseNotifications(e.t, e.world.adminId)).toHaveLength(1);

    const drafted = (await (await api(`map-cases/${opened.id}/notice-draft`, json({}))).json()) as CaseBody;
    expect(drafted.data.notice_draft?.to).toBe(email);
    expect(drafted.data.notice_draft?.body).toContain('Dear Rita Retail');
    expect(drafted.data.notice_draft?.body).toMatch(/1[.,]199[.,]00/);
    expect(drafted.data.notice_draft?.body).toMatch(/\/s\/[A-Za-z0-9]{10}/);
    const edited = (await (await api(`map-cases/${opened.id}/notice-draft`, json({ subject: 'MAP notice: Espresso Machine Duo' }))).json()) as CaseBody;
    expect(edited.data.notice_draft?.subject).toBe('MAP notice: Espresso Machine Duo');
    expect(edited.data.notice_draft?.body).toBe(drafted.data.notice_draft?.body);

    const send = () => api(`map-cases/${opened.id}/notices`, json({ idempotency_key: 'send-0001-abcdef' }));
    const sent = await send();
    expect(sent.status).toBe(201);
    const replay = await send();
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { data: { id: number } }).data.id).toBe(((await sent.json()) as { data: { id: number } }).data.id);
    const mails = (await e.t.deps.mailer.list(email)) ?? [];
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('MAP notice: Espresso Machine Duo');
    // The mail's evidence link opens the version that proved the violation.
    const code = mails[0].text.match(/\/s\/([A-Za-z0-9]{10})/)?.[1];
    const opens = (await (await e.t.app.request(`/api/short-code/${code}`, { headers: auth(token) })).json()) as {
      data: { type: string; id: number; url: string };
    };
    expect(opens.data).toMatchObject({ type: 'monitoring_version', id: first.versionId });
    expect(opens.data.url).toContain(`version=${first.versionId}`);

    e.shop.setPrice('espresso-machine', 129900);
    const back = await e.scrape(page.id);
    const closed = (await (await api(`map-cases/${opened.id}`)).json()) as CaseBody;
    expect(closed.data).toMatchObject({ status: 'closed', level: 1, resolving_version_id: back.versionId, notices_sent: 1 });
    expect(closed.data.time_to_compliance_seconds).toEqual(expect.any(Number));
    expect(closed.data.events.map((ev) => ev.kind)).toEqual(['opened', 'notice_drafted', 'notice_sent', 'closed']);

    e.shop.setPrice('espresso-machine', 119900);
    await e.scrape(page.id);
    const rows = await casesOf();
    expect(rows).toHaveLength(1);
    const again = (await (await api(`map-cases/${opened.id}`)).json()) as CaseBody;
    expect(again.data).toMatchObject({ id: opened.id, status: 'open', level: 2, notice_draft: null, time_to_compliance_seconds: null });
    expect(again.data.events.at(-1)).toMatchObject({ kind: 'reopened', level: 2 });

    const list = (await (await api('map-cases?status=open&level=2')).json()) as { data: Array<{ id: number }>; meta: { total: number } };
    expect(list.data.map((c) => c.id)).toEqual([opened.id]);
    expect(((await (await api('map-cases?status=closed')).json()) as { meta: { total: number } }).meta.total).toBe(0);
  });

  it('ignores a gap inside the grace threshold, and a member may read but not send', async () => {
    await withMapAndContact(e.t, e.world);
    expect(
      (await api('map-settings', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grace_percent: 5 }) })).status,
    ).toBe(200);
    const page = await makePage(e.t, e.world, `${e.shop.url}/products/espresso-machine`);
    e.shop.setPrice('espresso-machine', 119900); // 4.0 % below: inside a 5 % grace
    await e.scrape(page.id);
    expect(await casesOf()).toHaveLength(0);
    e.shop.setPrice('espresso-machine', 99900); // 20 % below: severe
    await e.scrape(page.id);
    const [row] = await casesOf();
    expect(row).toMatchObject({ severity: 'severe', status: 'open' });
    const member = await tokenFor(e.t, e.world.memberId);
    const asMember = (path: string, init: RequestInit = {}) =>
      e.t.app.request(`/api/companies/${e.world.companyId}/${path}`, { ...init, headers: { ...auth(member), ...(init.headers as Record<string, string>) } });
    expect((await asMember(`map-cases/${row.id}`)).status).toBe(200);
    expect((await asMember(`map-cases/${row.id}/notices`, json({ idempotency_key: 'member-send-1' }))).status).toBe(403);
    const bad = await api('map-settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minor_below_percent: 20, major_below_percent: 10 }),
    });
    expect(bad.status).toBe(422);
  });

  it('writes the case list as CSV with decimal amounts and a currency column', async () => {
    await withMapAndContact(e.t, e.world);
    const page = await makePage(e.t, e.world, `${e.shop.url}/products/espresso-machine`);
    e.shop.setPrice('espresso-machine', 119900);
    await e.scrape(page.id);
    const res = await api('exports/map-cases?status=open');
    expect(res.status).toBe(200);
    const [head, line] = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const headers = head.split(',');
    const cells = line.split(',');
    const cell = (name: string) => cells[headers.indexOf(name)];
    expect(cell('Price')).toBe('1199.00');
    expect(cell('MAP')).toBe('1249.00');
    expect(cell('Currency')).toBe('EUR');
    expect(Number(cell('Gap %'))).toBeCloseTo(4.0, 1);
    expect(cell('Level')).toBe('1');
  });
});
