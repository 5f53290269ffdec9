import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import { monitoringPages } from '../../../db/schema';
import type { TestApp } from '../../../test/create-test-app';
import { call, historyWorld, type HistoryScene } from '../../../test/monitoring-history-kit';

/**
 * What a company admin saves for monitoring is refused at save time (422 on the field, nothing
 * stored) when it could not be run safely (docs/security.md, "User patterns") — a pattern RE2
 * cannot run on every route that saves one, and a page URL with credentials on every route that
 * takes one.
 */

let t: TestApp;
let s: HistoryScene;
historyWorld(
  (world) => {
    ({ t, s } = world);
  },
  { env: { MONITORING_BROWSER: 'false' } },
);

const settingsRows = async () =>
  (await t.deps.db.select({ id: monitoringPages.id, url: monitoringPages.url, settings: monitoringPages.settings }).from(monitoringPages)).sort(
    (a, b) => a.id - b.id,
  );

describe('patterns RE2 cannot run are refused when saved', () => {
  it.each(['(a)\\1', '(?=x)', '(?<!x)y', '(unclosed'])(
    '%s: 422 on settings.price_regex and settings.ignore_patterns for page create, update and test-extraction',
    async (bad) => {
      const before = await settingsRows();
      const pages = `${s.base}/pages`;
      const create = await call(t, s.owner.token, 'POST', pages, { url: 'https://shop-c.example/bike', settings: { price_regex: bad } });
      expect(create.status).toBe(422);
      expect(create.body.errors['settings.price_regex']).toEqual([expect.stringContaining(`"${bad}" cannot be used`)]);
      const update = await call(t, s.owner.token, 'PUT', `${pages}/${s.pageA.pageId}`, {
        settings: { price_selector: '.p', ignore_patterns: ['ok \\d+', bad] },
      });
      expect(update.status).toBe(422);
      expect(Object.keys(update.body.errors)).toEqual(['settings.ignore_patterns']);
      const test = await call(t, s.owner.token, 'POST', `${s.base}/test-extraction`, { url: 'https://shop-a.example/bike', settings: { price_regex: bad } });
      expect(test.status).toBe(422);
      expect(Object.keys(test.body.errors)).toEqual(['settings.price_regex']);
      expect(await settingsRows()).toEqual(before);
    },
  );

  it('422 on ignore_patterns for the snapshot filters; a pattern RE2 runs is saved', async () => {
    const capture = await call<{ data: { id: number } }>(t, s.owner.token, 'POST', `${s.base}/snapshots`, { page_id: s.pageA.pageId, html: '<p>x</p>' });
    const path = `${s.base}/snapshots/${capture.body.data.id}`;
    const before = await settingsRows();
    for (const bad of ['(a)\\1', '(?=x)']) {
      const put = await call(t, s.owner.token, 'PUT', path, { ignore_patterns: ['Stock: \\d+', bad] });
      expect(put.status).toBe(422);
      expect(put.body).toMatchObject({ message: expect.any(String), errors: { ignore_patterns: [expect.stringContaining(`"${bad}" cannot be used`)] } });
    }
    expect(await settingsRows()).toEqual(before);
    expect((await call(t, s.owner.token, 'PUT', path, { ignore_patterns: ['(a+)+b'] })).status).toBe(200);
    const saved = await call(t, s.owner.token, 'PUT', `${s.base}/pages/${s.pageA.pageId}`, { settings: { price_regex: 'price:\\s*(\\d+)' } });
    expect(saved.status).toBe(200);
  }, 60_000);
});

describe('page URLs with credentials are refused when saved', () => {
  it.each(['http://user:pass@shop.example/p', 'https://user@shop.example/p', 'https://:secret@shop.example/p'])(
    '%s: 422 on url for create, update and test-extraction, nothing stored',
    async (url) => {
      const before = await settingsRows();
      const pages = `${s.base}/pages`;
      const message = 'The url may not contain a user name or password.';
      const create = await call(t, s.owner.token, 'POST', pages, { url });
      expect(create.status).toBe(422);
      expect(create.body.errors).toEqual({ url: [message] });
      expect((await call(t, s.owner.token, 'PUT', `${pages}/${s.pageA.pageId}`, { url })).body.errors).toEqual({ url: [message] });
      expect((await call(t, s.owner.token, 'POST', `${s.base}/test-extraction`, { url })).body.errors).toEqual({ url: [message] });
      expect(await settingsRows()).toEqual(before);
    },
    60_000,
  );
});

type Saved = { data: MonitoringPage };

describe('page steps and what the engine learned (issue 35)', () => {
  const page = () => `${s.base}/pages/${s.pageA.pageId}`;

  it('stores valid steps and refuses a sixth step, a bad selector, an unknown action or a long wait with 422 on the field', async () => {
    const steps = [
      { action: 'click', selector: '#accept-cookies' },
      { action: 'wait', ms: 500 },
      { action: 'wait_for', selector: 'button[data-size=l]' },
    ];
    const ok = await call<Saved>(t, s.owner.token, 'PUT', page(), { settings: { price_selector: '.price', steps } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.settings.steps).toEqual(steps);
    for (const [bad, field] of [
      [Array(6).fill({ action: 'wait', ms: 1 }), 'settings.steps'],
      [[{ action: 'click', selector: 'a[' }], 'settings.steps.0.selector'],
      [[{ action: 'scroll' }], 'settings.steps.0.action'],
      [[{ action: 'wait', ms: 60_000 }], 'settings.steps.0.ms'],
    ] as const) {
      const res = await call(t, s.owner.token, 'PUT', page(), { settings: { steps: bad } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
  });

  it('learned patterns can be removed one by one but not added, survive other edits, and "relearn" forgets them and makes the page due', async () => {
    const learned = ['^Served by \\S+ in \\S+ ms$', '^Build \\S+$'];
    await t.deps.db.update(monitoringPages).set({ settings: { learnedIgnores: learned, learnedAt: '2026-11-28T06:00:00.000Z' } });
    const edit = await call<Saved>(t, s.owner.token, 'PUT', page(), { settings: { price_selector: '.p' } });
    expect(edit.body.data.settings).toMatchObject({ price_selector: '.p', learned_ignores: learned, learned_at: '2026-11-28T06:00:00.000Z' });
    const removed = await call<Saved>(t, s.owner.token, 'PUT', page(), { settings: { learned_ignores: [learned[1], '^sneaked in$'] } });
    expect(removed.body.data.settings.learned_ignores).toEqual([learned[1]]);
    const relearn = await call<Saved>(t, s.owner.token, 'PUT', page(), { relearn: true });
    expect(relearn.status).toBe(200);
    expect(relearn.body.data.settings.learned_ignores).toBeUndefined();
    expect(relearn.body.data.settings.learned_at).toBeUndefined();
    expect(new Date(relearn.body.data.next_check_at ?? 0).getTime()).toBeGreaterThan(0);
    expect(new Date(relearn.body.data.next_check_at ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
  });
});
