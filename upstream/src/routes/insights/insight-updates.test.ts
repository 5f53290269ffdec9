import { eq } from 'drizzle-orm';
import type { Discussion } from '@/lib/contract/discussions';
import type { InsightDetail } from '@/lib/contract/insights';
import { insights, insightResources } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeTeam, makeWorkspace } from '../../test/fixtures';
import { purgeTrashNow, signUpUser } from '../../test/helpers';
import { call, createInsightVia, documentForm, download, eventsFor, PDF_BYTES, scene, storedCount, uploadVia, type One } from '../../test/insights-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const storageNameOf = async (id: number) => (await t.deps.db.select({ s: insights.storageName }).from(insights).where(eq(insights.id, id)))[0]?.s ?? null;

describe('insights: update and delete', () => {
  it('changes only the fields sent, and an empty value clears one', async () => {
    const { owner, ws, retailer, brand } = await scene(t);
    const insight = await createInsightVia(t, owner.token, {
      name: 'Before',
      workspace_id: String(ws),
      summary: 'Old',
      category: 'Sales',
      applicable_date: '2024-01-02',
      workspace_company_retailer_id: String(retailer.workspaceRetailerId),
      retailer_location: 'Austin, TX',
      workspace_company_brand_id: String(brand.workspaceBrandId),
    });
    const res = await call<One>(t, owner.token, 'PUT', `insights/${insight.id}`, { name: 'After', summary: null, category: '', applicable_date: '' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'After',
      type: 'Market',
      summary: null,
      category: null,
      applicable_date: null,
      retailer_location: 'Austin, TX',
      workspace_company_retailer_id: retailer.workspaceRetailerId,
      brand: 'Fizz',
    });
    // Dropping the retailer drops its location; a location alone is refused.
    const noRetailer = await call<One>(t, owner.token, 'PUT', `insights/${insight.id}`, { workspace_company_retailer_id: null });
    expect(noRetailer.body.data).toMatchObject({ workspace_company_retailer_id: null, retailer_name: null, retailer_location: null });
    const lonely = await call(t, owner.token, 'PUT', `insights/${insight.id}`, { retailer_location: 'Austin, TX' });
    expect(lonely.status).toBe(422);
    expect(lonely.body.errors).toEqual({ retailer_location: ['The retailer location needs a retailer.'] });
    const bad = await call(t, owner.token, 'PUT', `insights/${insight.id}`, { name: '', type: 'Weird' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'type']);
  });

  it('replaces the stored file (old bytes removed), swaps it for a URL, or removes it', async () => {
    const { owner, ws } = await scene(t);
    const insight = await createInsightVia(t, owner.token, { name: 'Doc', workspace_id: String(ws) }, { name: 'v1.pdf', bytes: PDF_BYTES });
    const first = await storageNameOf(insight.id);
    expect(await t.deps.storage.get(first!)).not.toBeNull();

    const replaced = await call<One>(t, owner.token, 'PUT', `insights/${insight.id}`, documentForm({ name: 'Doc 2' }, { name: 'v2.txt', bytes: 'hello' }));
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ name: 'Doc 2', file: { original_name: 'v2.txt', mime: 'text/plain', size: 5 } });
    expect(await t.deps.storage.get(first!)).toBeNull();
    expect(await (await download(t, owner.token, `/api/insights/${insight.id}/file`)).text()).toBe('hello');

    const both = await call(
      t,
      owner.token,
      'PUT',
      `insights/${insight.id}`,
      documentForm({ external_url: 'https://example.com' }, { name: 'v3.pdf', bytes: PDF_BYTES }),
    );
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({ file: ['Send either a file or an external URL, not both.'] });
    expect(await storedCount(t)).toBe(1);

    const url = await call<One>(t, owner.token, 'PUT', `insights/${insight.id}`, { external_url: 'https://example.com/x' });
    expect(url.body.data).toMatchObject({ external_url: 'https://example.com/x', file: null });
    expect(await storedCount(t)).toBe(0);

    const withFile = await call<One>(t, owner.token, 'PUT', `insights/${insight.id}`, documentForm({}, { name: 'v4.pdf', bytes: PDF_BYTES }));
    expect(withFile.body.data).toMatchObject({ external_url: null, file: { original_name: 'v4.pdf' } });
    const removed = await call<One>(t, owner.token, 'PUT', `insights/${insight.id}`, documentForm({ remove_file: '1' }));
    expect(removed.body.data.file).toBeNull();
    expect(await storedCount(t)).toBe(0);
  });

  it('lets the author and managers edit and delete; other members get 403', async () => {
    const { owner, member, teamA } = await scene(t);
    const peer = await signUpUser(t, 'peer@example.com', 'Pat', 'Peer');
    const team = await makeTeam(t, [{ userId: peer.id, role: 'member' }], 'Team C');
    // Team C shares the workspace with full access; its member is neither author nor admin.
    const shared = await makeWorkspace(t, { ownerTeamId: teamA, teamIds: [team], name: 'Shared' });
    const byMember = await createInsightVia(t, member.token, { name: 'Mine', workspace_id: String(shared) });
    expect(byMember.can_edit).toBe(true);

    const peerView = await call<{ data: InsightDetail }>(t, peer.token, 'GET', `insights/${byMember.id}`);
    expect(peerView.body.data.can_edit).toBe(false);
    const refused = await call(t, peer.token, 'PUT', `insights/${byMember.id}`, { name: 'Hijack' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only its author or a workspace admin can change this insight.');
    expect((await call(t, peer.token, 'DELETE', `insights/${byMember.id}`)).status).toBe(403);
    // A refused multipart update stores nothing.
    expect((await call(t, peer.token, 'PUT', `insights/${byMember.id}`, documentForm({}, { name: 'x.pdf', bytes: PDF_BYTES }))).status).toBe(403);
    expect(await storedCount(t)).toBe(0);

    expect((await call<One>(t, member.token, 'PUT', `insights/${byMember.id}`, { name: 'Mine 2' })).body.data.name).toBe('Mine 2');
    // The owner team's admin manages the workspace, so may change anyone's insight.
    expect((await call<One>(t, owner.token, 'PUT', `insights/${byMember.id}`, { name: 'Managed' })).status).toBe(200);
    expect((await call(t, owner.token, 'DELETE', `insights/${byMember.id}`)).status).toBe(200);
    expect((await call(t, member.token, 'GET', `insights/${byMember.id}`)).status).toBe(404);
  });

  it('moves an insight between workspaces: adding needs the create right, and readers before and after are told', async () => {
    const { owner, member, outsider, teamA, ws, ws2, far } = await scene(t);
    const locked = await makeWorkspace(t, { ownerTeamId: teamA, restrict: true, name: 'Locked' });
    const insight = await createInsightVia(t, member.token, { name: 'Roaming', workspace_id: String(ws), workspace_ids: [String(ws2)] });
    expect(insight.workspace_ids).toEqual([ws, ws2]);

    expect((await call(t, member.token, 'PUT', `insights/${insight.id}`, { workspace_ids: [ws, locked] })).status).toBe(403);
    expect((await call(t, member.token, 'PUT', `insights/${insight.id}`, { workspace_ids: [ws, far] })).status).toBe(404);

    // The owner workspace always stays, even when left out.
    const moved = await call<One>(t, member.token, 'PUT', `insights/${insight.id}`, { workspace_ids: [] });
    expect(moved.status).toBe(200);
    expect(moved.body.data.workspace_ids).toEqual([ws]);
    const last = t.publisher.events.at(-1)!;
    expect(last).toMatchObject({ event: 'insightUpdated', data: { id: insight.id, workspace_ids: [ws, ws2] } });
    expect(eventsFor(t, outsider.id)).toEqual([]);
    expect(eventsFor(t, owner.id)).toContain(`insightUpdated:${insight.id}`);
  });

  it('deletes an insight (the bytes of its file and resources when the trash is purged), and broadcasts insightDeleted to its readers only', async () => {
    const { owner, member, outsider, ws } = await scene(t);
    const resources = await uploadVia(t, owner.token, ['a.pdf', 'b.pdf']);
    const insight = await createInsightVia(
      t,
      owner.token,
      { name: 'Gone', workspace_id: String(ws), insight_resource_ids: resources.map((r) => String(r.id)) },
      { name: 'f.pdf', bytes: PDF_BYTES },
    );
    expect(await storedCount(t)).toBe(3);
    t.publisher.clear();
    const res = await call<{ message: string }>(t, owner.token, 'DELETE', `insights/${insight.id}`);
    expect(res).toEqual({ status: 200, body: { message: 'Insight has been deleted.' } });
    expect(await storedCount(t)).toBe(3);
    expect(await purgeTrashNow(t)).toBe(1);
    expect(await storedCount(t)).toBe(0);
    expect(await t.deps.db.select().from(insightResources)).toEqual([]);
    expect(eventsFor(t, member.id)).toEqual([`insightDeleted:${insight.id}`]);
    expect(eventsFor(t, owner.id)).toEqual([`insightDeleted:${insight.id}`]);
    expect(eventsFor(t, outsider.id)).toEqual([]);
    expect((await call(t, owner.token, 'DELETE', `insights/${insight.id}`)).status).toBe(404);
  });
});

describe('insight discussions', () => {
  it('lets readers start a discussion, shows it on the insight, and tells the readers', async () => {
    const { owner, member, outsider, ws } = await scene(t);
    const insight = await createInsightVia(t, owner.token, { name: 'Talk', workspace_id: String(ws) });
    t.publisher.clear();
    const res = await call<{ data: Discussion }>(t, member.token, 'POST', `insights/${insight.id}/discussion`, { title: 'Why?', body: 'Explain' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      insight_id: insight.id,
      file_id: null,
      title: 'Why?',
      body: 'Explain',
      author: { id: member.id },
      can_edit: true,
      comments: [],
    });
    expect(eventsFor(t, owner.id)).toEqual([`insightUpdated:${insight.id}`]);
    expect(eventsFor(t, outsider.id)).toEqual([]);

    const shown = await call<{ data: InsightDetail }>(t, owner.token, 'GET', `insights/${insight.id}`);
    expect(shown.body.data.discussions_count).toBe(1);
    expect(shown.body.data.discussions).toEqual([{ ...res.body.data, can_edit: true }]);

    const missing = await call(t, member.token, 'POST', `insights/${insight.id}/discussion`, { body: 'no title' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ title: ['The title field is required.'] });
  });
});
