import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import {
  snapshotResource,
  versionDetailResource,
  versionResource,
  type SnapshotResource,
  type VersionDetail,
  type VersionResource,
} from '@/lib/contract/monitoring/snapshots';
import { monitoringPages, monitoringSnapshots, monitoringVersions } from '../../../db/schema';
import { recordVersion } from '../../../monitoring/record/record-version';
import { normalizeSnapshot } from '../../../monitoring/snapshot/normalize';
import type { TestApp } from '../../../test/create-test-app';
import { auth } from '../../../test/helpers';
import { call, expectAccessRules, historyWorld, type ErrorBody, type HistoryScene, type Paged } from '../../../test/monitoring-history-kit';

let t: TestApp;
let s: HistoryScene;
historyWorld((world) => {
  ({ t, s } = world);
});

const page = (price: string, extra = '') => `<html><body><h1>City bike</h1><p class="price">${price}</p>${extra}<p>Updated 10:42</p></body></html>`;
const capture = (html: string, pageId = s.pageA.pageId) =>
  call<{ data: SnapshotResource }>(t, s.owner.token, 'POST', `${s.base}/snapshots`, { page_id: pageId, html });

describe('monitoring snapshots and versions', () => {
  it('a manual capture makes version 1; the same content again moves only last-seen (200); a change makes version 2 (201)', async () => {
    const first = await capture(page('1.299,00 €'));
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      page_id: s.pageA.pageId,
      kind: 'page',
      url: 'https://shop-a.example/bike',
      retailer: 'Shop A',
      version_count: 1,
      seen_count: 1,
      last_version: { number: 1, diff: null },
    });
    const same = await capture(page('1.299,00 €').replace('10:42', '11:15'));
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ id: first.body.data.id, version_count: 1, seen_count: 2 });
    const changed = await capture(page('1.199,00 €'));
    expect(changed.status).toBe(201);
    expect(changed.body.data.last_version).toMatchObject({ number: 2, diff: { added: 1, removed: 1, pixel_diff_percent: null } });
    expect(snapshotResource.strict().parse(changed.body.data)).toEqual(changed.body.data);
    const list = await call<Paged<SnapshotResource>>(t, s.member.token, 'GET', `${s.base}/snapshots`);
    expect(list.body.data.map((x) => [x.page_id, x.version_count])).toEqual([[s.pageA.pageId, 2]]);
    const versions = await call<Paged<VersionResource>>(t, s.member.token, 'GET', `${s.base}/snapshots/${first.body.data.id}/versions`);
    expect(versions.body.data.map((v) => [v.number, v.has_html, v.has_screenshot])).toEqual([
      [2, true, false],
      [1, true, false],
    ]);
    expect(versions.body.meta.total).toBe(2);
    for (const v of versions.body.data) expect(versionResource.strict().parse(v)).toEqual(v);
  });

  it('a version shows its text, extracted fields and a line diff against the previous version or ?compare', async () => {
    const snapshotId = (await capture(page('1.299,00 €'))).body.data.id;
    await capture(page('1.199,00 €'));
    await capture(page('1.199,00 €', '<p>Free delivery</p>'));
    const versions = (await call<Paged<VersionResource>>(t, s.member.token, 'GET', `${s.base}/snapshots/${snapshotId}/versions`)).body.data;
    const [v3, v2, v1] = versions;
    const detail = await call<{ data: VersionDetail }>(t, s.member.token, 'GET', `${s.base}/snapshots/${snapshotId}/versions/${v2.id}`);
    // The time in "Updated 10:42" is noise the normalizer drops (the word stays).
    expect(detail.body.data.text).toBe('City bike\n1.199,00 €\nUpdated');
    expect(detail.body.data.compare_to).toEqual({ id: v1.id, number: 1 });
    expect(detail.body.data.changes).toEqual([
      { type: 'same', text: 'City bike' },
      { type: 'removed', text: '1.299,00 €' },
      { type: 'added', text: '1.199,00 €' },
      { type: 'same', text: 'Updated' },
    ]);
    expect(detail.body.data.extracted).toMatchObject({ fetcher: 'manual' });
    expect(versionDetailResource.strict().parse(detail.body.data)).toEqual(detail.body.data);
    const against1 = await call<{ data: VersionDetail }>(t, s.member.token, 'GET', `${s.base}/snapshots/${snapshotId}/versions/${v3.id}?compare=${v1.id}`);
    expect(against1.body.data.changes.filter((c) => c.type !== 'same').map((c) => c.text)).toEqual(['1.299,00 €', '1.199,00 €', 'Free delivery']);
    const first = await call<{ data: VersionDetail }>(t, s.member.token, 'GET', `${s.base}/snapshots/${snapshotId}/versions/${v1.id}`);
    expect(first.body.data.compare_to).toBeNull();
    expect(first.body.data.changes.every((c) => c.type === 'added')).toBe(true);
    // A version of another snapshot is not something to compare with.
    const other = (await capture(page('9,00 €'), s.pageB.pageId)).body.data;
    const bad = await call<ErrorBody>(t, s.member.token, 'GET', `${s.base}/snapshots/${snapshotId}/versions/${v2.id}?compare=${other.last_version?.id}`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.compare).toBeDefined();
    expect((await call(t, s.member.token, 'GET', `${s.base}/snapshots/${snapshotId}/versions/${other.last_version?.id}`)).status).toBe(404);
  });

  it('serves the stored page sandboxed, with its scripts removed (case 15), and the text and screenshot parts', async () => {
    const hostile =
      '<html><body><h1>Bike</h1><script>parent.document.title = "pwned"</script><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">x</a></body></html>';
    const snapshotId = (await capture(hostile)).body.data.id;
    const [version] = await t.deps.db.select().from(monitoringVersions);
    const res = await t.app.request(`/api/${s.base}/snapshots/${snapshotId}/versions/${version.id}?part=html`, { headers: auth(s.member.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox(;|$)/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    expect(html).toContain('<h1>Bike</h1>');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    const text = await t.app.request(`/api/${s.base}/snapshots/${snapshotId}/versions/${version.id}?part=text`, { headers: auth(s.member.token) });
    expect(text.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await text.text()).toBe('Bike\nx');
    expect((await call(t, s.member.token, 'GET', `${s.base}/snapshots/${snapshotId}/versions/${version.id}?part=screenshot`)).status).toBe(404);
    // A scraped version with a screenshot answers it as a PNG.
    const png = PNG.sync.write(new PNG({ width: 2, height: 2 }));
    const n = await normalizeSnapshot('<p>shot</p>');
    const shot = await recordVersion(t.deps, {
      pageId: s.pageA.pageId,
      monitoringProductId: s.productId,
      text: n.text,
      contentHash: n.hash,
      screenshot: png,
      extracted: {},
      observedAt: new Date(),
    });
    const image = await t.app.request(`/api/${s.base}/snapshots/${snapshotId}/versions/${shot.versionId}?part=screenshot`, { headers: auth(s.member.token) });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
    expect((await call(t, s.member.token, 'GET', `${s.base}/snapshots/${snapshotId}/versions/${version.id}?part=pdf`)).status).toBe(422);
  });

  it('PUT sets the page noise filters, which decide what counts as a change from then on (case 7)', async () => {
    const snapshotId = (await capture(page('1.299,00 €', '<div class="cart">Cart (1)</div>'))).body.data.id;
    const put = await call<{ data: SnapshotResource }>(t, s.owner.token, 'PUT', `${s.base}/snapshots/${snapshotId}`, {
      ignore_selectors: ['.cart'],
      ignore_patterns: ['Stock: \\d+'],
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ ignore_selectors: ['.cart'], ignore_patterns: ['Stock: \\d+'] });
    const [row] = await t.deps.db.select().from(monitoringPages).where(eq(monitoringPages.id, s.pageA.pageId));
    expect(row.settings).toMatchObject({ ignoreSelectors: ['.cart'], ignorePatterns: ['Stock: \\d+'] });
    await capture(page('1.299,00 €', '<div class="cart">Cart (2)</div><p>Stock: 4</p>')); // text without the cart: one new version
    const again = await capture(page('1.299,00 €', '<div class="cart">Cart (3)</div><p>Stock: 9</p>'));
    expect(again.status).toBe(200);
    expect(again.body.data.version_count).toBe(2);
    // Patterns are refused by the body's schema (RE2 must run them), selectors by the service after it.
    const badPattern = await call<ErrorBody>(t, s.owner.token, 'PUT', `${s.base}/snapshots/${snapshotId}`, {
      ignore_selectors: ['div[['],
      ignore_patterns: ['(unclosed'],
    });
    expect(badPattern.status).toBe(422);
    expect(Object.keys(badPattern.body.errors)).toEqual(['ignore_patterns']);
    const badSelector = await call<ErrorBody>(t, s.owner.token, 'PUT', `${s.base}/snapshots/${snapshotId}`, {
      ignore_selectors: ['div[['],
      ignore_patterns: ['ok'],
    });
    expect(badSelector.status).toBe(422);
    expect(Object.keys(badSelector.body.errors)).toEqual(['ignore_selectors']);
    expect((await call(t, s.owner.token, 'PUT', `${s.base}/snapshots/${snapshotId}`, { page_id: 3 })).status).toBe(422);
  });

  it('DELETE removes the snapshot and its versions; the stored bytes stay', async () => {
    const snapshotId = (await capture(page('1.299,00 €'))).body.data.id;
    expect((await call(t, s.owner.token, 'DELETE', `${s.base}/snapshots/${snapshotId}`)).body).toEqual({ message: 'Snapshot has been deleted.' });
    expect(await t.deps.db.select().from(monitoringSnapshots)).toHaveLength(0);
    expect(await t.deps.db.select().from(monitoringVersions)).toHaveLength(0);
    expect((await call(t, s.owner.token, 'GET', `${s.base}/snapshots/${snapshotId}`)).status).toBe(404);
  });

  it('422s: no html, no page, a page of another company', async () => {
    const post = (body: unknown) => call<ErrorBody>(t, s.owner.token, 'POST', `${s.base}/snapshots`, body);
    expect(Object.keys((await post({})).body.errors).sort()).toEqual(['html', 'page_id']);
    expect((await post({ page_id: s.foreign.pageId, html: '<p>x</p>' })).body.errors.page_id).toEqual(['The selected page is invalid.']);
  });

  it('applies the access rules on every call', async () => {
    const snap = (await capture(page('1.299,00 €'))).body.data;
    const versionId = snap.last_version?.id as number;
    await expectAccessRules(t, s, 'GET', '/snapshots');
    await expectAccessRules(t, s, 'GET', `/snapshots/${snap.id}`);
    await expectAccessRules(t, s, 'GET', `/snapshots/${snap.id}/versions`);
    await expectAccessRules(t, s, 'GET', `/snapshots/${snap.id}/versions/${versionId}`);
    await expectAccessRules(t, s, 'POST', '/snapshots', { page_id: s.pageA.pageId, html: '<p>x</p>' });
    await expectAccessRules(t, s, 'PUT', `/snapshots/${snap.id}`, { ignore_selectors: ['.x'] });
    await expectAccessRules(t, s, 'DELETE', `/snapshots/${snap.id}`);
    // The other company's snapshot under this product: 404, never confirmed.
    const n = await normalizeSnapshot('<p>theirs</p>');
    const theirs = await recordVersion(t.deps, {
      pageId: s.foreign.pageId,
      monitoringProductId: s.foreign.productId,
      text: n.text,
      contentHash: n.hash,
      extracted: {},
      observedAt: new Date(),
    });
    expect((await call(t, s.owner.token, 'GET', `${s.base}/snapshots/${theirs.snapshotId}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', `${s.base}/snapshots/${snap.id}/versions/${theirs.versionId}`)).status).toBe(404);
  });
});
