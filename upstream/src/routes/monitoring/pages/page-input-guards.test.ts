import { monitoringPages } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { call, historyScene } from '../../../test/monitoring-history-kit';

/**
 * What a company admin saves for monitoring is refused at save time (422 on the field, nothing
 * stored) when it could not be run safely (docs/security.md, "User patterns") — a pattern RE2
 * cannot run on every route that saves one, and a page URL with credentials on every route that
 * takes one.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof historyScene>>;
beforeEach(async () => {
  t = await createTestApp({ MONITORING_BROWSER: 'false' });
  s = await historyScene(t);
}, 30_000);
afterEach(async () => t.close());

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
