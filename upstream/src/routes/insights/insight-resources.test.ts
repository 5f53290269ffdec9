import { eq } from 'drizzle-orm';
import type { Insight, InsightResource } from '@/lib/contract/insights';
import { insightResources } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  call,
  createInsightVia,
  documentForm,
  download,
  eventsFor,
  PDF_BYTES,
  scene,
  storedCount,
  uploadVia,
  type One,
  type Paged,
} from '../../test/insights-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type List = { data: InsightResource[] };
const storageOf = async (id: number) =>
  (await t.deps.db.select({ s: insightResources.storageName }).from(insightResources).where(eq(insightResources.id, id)))[0].s;

describe('insight resources: the pending lifecycle', () => {
  it('upload 2 → pending → create with both → listed as attached → detach one → pending again → delete it → bytes gone', async () => {
    const { owner, member, outsider, ws } = await scene(t);
    const uploaded = await uploadVia(t, owner.token, ['one.pdf', 'two.pdf']);
    expect(uploaded).toHaveLength(2);
    expect(uploaded[0]).toMatchObject({
      insight_id: null,
      insight_name: null,
      uploaded_by: { id: owner.id },
      document: {
        original_name: 'one.pdf',
        mime: 'application/pdf',
        size: PDF_BYTES.length,
        download_url: `/api/insights/resources/${uploaded[0].id}/download`,
      },
    });
    const pending = await call<List>(t, owner.token, 'GET', 'insights/pending-resources');
    expect(pending.body.data.map((r) => r.document.original_name)).toEqual(['two.pdf', 'one.pdf']);
    // Pending resources are their uploader's only.
    expect((await call<List>(t, member.token, 'GET', 'insights/pending-resources')).body.data).toEqual([]);
    expect((await download(t, member.token, uploaded[0].document.download_url)).status).toBe(404);
    expect((await download(t, owner.token, uploaded[0].document.download_url)).status).toBe(200);

    const insight = await createInsightVia(t, owner.token, {
      name: 'With docs',
      workspace_id: String(ws),
      insight_resource_ids: uploaded.map((r) => String(r.id)),
    });
    expect(insight.resources.map((r) => [r.id, r.insight_id, r.insight_name])).toEqual(uploaded.map((r) => [r.id, insight.id, 'With docs']));
    expect((await call<List>(t, owner.token, 'GET', 'insights/pending-resources')).body.data).toEqual([]);

    const listed = await call<Paged<InsightResource>>(t, member.token, 'GET', 'insights/resources');
    expect(listed.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });
    expect(listed.body.data.map((r) => r.insight_name)).toEqual(['With docs', 'With docs']);
    expect((await call<Paged<InsightResource>>(t, outsider.token, 'GET', 'insights/resources')).body.meta.total).toBe(0);
    // Attached: every reader of the insight may download it; outsiders may not.
    const got = await download(t, member.token, uploaded[1].document.download_url);
    expect(got.headers.get('content-disposition')).toContain('filename="two.pdf"');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(PDF_BYTES);
    expect((await download(t, outsider.token, uploaded[1].document.download_url)).status).toBe(404);

    t.publisher.clear();
    const detached = await call<One>(t, owner.token, 'DELETE', `insights/${insight.id}/resources/${uploaded[0].id}`);
    expect(detached.status).toBe(200);
    expect(detached.body.data.resources.map((r) => r.id)).toEqual([uploaded[1].id]);
    expect(eventsFor(t, member.id)).toEqual([`insightUpdated:${insight.id}`]);
    expect(eventsFor(t, outsider.id)).toEqual([]);
    expect((await call<List>(t, owner.token, 'GET', 'insights/pending-resources')).body.data.map((r) => r.id)).toEqual([uploaded[0].id]);

    const name = await storageOf(uploaded[0].id);
    expect(await t.deps.storage.get(name)).not.toBeNull();
    const deleted = await call(t, owner.token, 'DELETE', `insights/pending-resources/${uploaded[0].id}`);
    expect(deleted).toEqual({ status: 200, body: { message: 'Resource has been deleted.' } });
    expect(await t.deps.storage.get(name)).toBeNull();
    expect(await storedCount(t)).toBe(1);
    expect((await call<List>(t, owner.token, 'GET', 'insights/pending-resources')).body.data).toEqual([]);
  });

  it("attaches a pending resource later (write right on the insight), and refuses others' or attached ones", async () => {
    const { owner, member, ws } = await scene(t);
    const insight = await createInsightVia(t, owner.token, { name: 'Later', workspace_id: String(ws) });
    const [mine] = await uploadVia(t, owner.token, ['mine.pdf']);
    const [theirs] = await uploadVia(t, member.token, ['theirs.pdf']);

    // A plain member who is not the author may not change the owner's insight, even with their own resource.
    expect((await call(t, member.token, 'POST', `insights/${insight.id}/resources/${theirs.id}`)).status).toBe(403);
    expect((await call(t, owner.token, 'POST', `insights/${insight.id}/resources/${theirs.id}`)).status).toBe(404);

    const attached = await call<One>(t, owner.token, 'POST', `insights/${insight.id}/resources/${mine.id}`);
    expect(attached.status).toBe(200);
    expect(attached.body.data.resources.map((r) => r.id)).toEqual([mine.id]);
    const again = await call(t, owner.token, 'POST', `insights/${insight.id}/resources/${mine.id}`);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ insight_resource_id: ['The resource is already attached to an insight.'] });

    // Deleting an attached resource through the pending route is a 422; someone else's is 404.
    const attachedDelete = await call(t, owner.token, 'DELETE', `insights/pending-resources/${mine.id}`);
    expect(attachedDelete.status).toBe(422);
    expect(attachedDelete.body.errors).toEqual({ insight_resource_id: ['The resource is attached to an insight: detach it first.'] });
    expect((await call(t, owner.token, 'DELETE', `insights/pending-resources/${theirs.id}`)).status).toBe(404);
    // Detaching a resource that is not on this insight is 404.
    expect((await call(t, owner.token, 'DELETE', `insights/${insight.id}/resources/${theirs.id}`)).status).toBe(404);
    expect((await call(t, member.token, 'DELETE', `insights/${insight.id}/resources/${mine.id}`)).status).toBe(403);
  });

  it('takes several files at once (file or files[]), refuses none, too many, or a bad type', async () => {
    const { owner } = await scene(t);
    const form = new FormData();
    form.append('file', new Blob([PDF_BYTES]), 'a.pdf');
    form.append('files[]', new Blob(['x,y\n1,2\n']), 'b.csv');
    const both = await call<List>(t, owner.token, 'POST', 'insights/resources', form);
    expect(both.status).toBe(201);
    expect(both.body.data.map((r) => [r.document.original_name, r.document.mime])).toEqual([
      ['a.pdf', 'application/pdf'],
      ['b.csv', 'text/csv'],
    ]);

    const none = await call(t, owner.token, 'POST', 'insights/resources', documentForm({ note: 'nothing' }));
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ file: ['The file field is required.'] });

    const many = new FormData();
    for (let i = 0; i < 11; i += 1) many.append('file', new Blob([PDF_BYTES]), `${i}.pdf`);
    const tooMany = await call(t, owner.token, 'POST', 'insights/resources', many);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.file).toEqual(['At most 10 file(s) per request.']);

    const exe = await call(
      t,
      owner.token,
      'POST',
      'insights/resources',
      documentForm({}, { name: 'run.exe', bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) }),
    );
    expect(exe.status).toBe(422);
    expect(exe.body.errors.file[0]).toMatch(/^The file must be a PDF, Word/);
    expect(await storedCount(t)).toBe(2);
  });

  it('enforces DOCUMENT_MAX_BYTES with a 422 naming the field, keeping nothing', async () => {
    await t.close();
    t = await createTestApp({ DOCUMENT_MAX_BYTES: '64' });
    const { owner } = await scene(t);
    const big = await call(t, owner.token, 'POST', 'insights/resources', documentForm({}, { name: 'big.txt', bytes: 'x'.repeat(200) }));
    expect(big.status).toBe(422);
    expect(big.body.errors.file[0]).toMatch(/^The file may not be greater than/);
    expect(await storedCount(t)).toBe(0);
  });

  it('filters the cross-insight list by workspace and search, and pages it', async () => {
    const { owner, ws, ws2 } = await scene(t);
    const a = await uploadVia(t, owner.token, ['alpha_1.pdf', 'beta.pdf']);
    const b = await uploadVia(t, owner.token, ['gamma.pdf']);
    await createInsightVia(t, owner.token, { name: 'Main insight', workspace_id: String(ws), insight_resource_ids: a.map((r) => String(r.id)) });
    const second: Insight = await createInsightVia(t, owner.token, {
      name: 'Second insight',
      workspace_id: String(ws2),
      insight_resource_ids: b.map((r) => String(r.id)),
    });
    await uploadVia(t, owner.token, ['still-pending.pdf']);

    const all = await call<Paged<InsightResource>>(t, owner.token, 'GET', 'insights/resources?per_page=2');
    expect(all.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(all.body.data.map((r) => r.document.original_name)).toEqual(['gamma.pdf', 'beta.pdf']);
    const inWs2 = await call<Paged<InsightResource>>(t, owner.token, 'GET', `insights/resources?workspace_ids=${ws2}`);
    expect(inWs2.body.data.map((r) => [r.insight_id, r.insight_name])).toEqual([[second.id, 'Second insight']]);
    // Search matches the document or the insight name; `_` is a literal, not a wildcard.
    expect((await call<Paged<InsightResource>>(t, owner.token, 'GET', 'insights/resources?search=a_1')).body.data.map((r) => r.document.original_name)).toEqual(
      ['alpha_1.pdf'],
    );
    expect((await call<Paged<InsightResource>>(t, owner.token, 'GET', `insights/resources?search=${encodeURIComponent('a%1')}`)).body.meta.total).toBe(0);
    expect((await call<Paged<InsightResource>>(t, owner.token, 'GET', 'insights/resources?search=SECOND')).body.meta.total).toBe(1);
    expect((await call(t, owner.token, 'GET', 'insights/resources?workspace_ids=x')).status).toBe(422);
  });
});
