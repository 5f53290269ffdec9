import { eq, sql } from 'drizzle-orm';
import type { ActivityPage } from '@/lib/contract/activity';
import type { FileDetail, FileVersion } from '@/lib/contract/files';
import type { TrashEntry, TrashPage } from '@/lib/contract/trash';
import { trash } from '../../db/schema';
import { rowsOf } from '../../monitoring/pipeline/rows-of';
import { purgeTrash } from '../../services/trash/purge-trash';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, customToken, documentForm, eventsFor, makeFile, raw, scene, type One, type Paged } from '../../test/files-kit';
import { makeSubtask, makeTask } from '../../test/tasks-kit';
import { form } from '../../test/teams-kit';
import { scene as companyScene } from '../../test/companies-kit';
import { addMonitoringProduct, addPage, productsPath } from '../../test/monitoring-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  t.setNow(null);
  await t.close();
});

const DAY = 86_400_000;
const pdf = (n: number) => new TextEncoder().encode(`%PDF-1.4\n% version ${n} ${'x'.repeat(n * 100)}\n%%EOF\n`);
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const trashOf = async (token: string, path: string) => (await call<TrashPage>(t, token, 'GET', path)).body.data;
const restore = (token: string, id: number) => call<One<TrashEntry>>(t, token, 'POST', `trash/${id}/restore`);

/** A file with three uploaded versions and a discussion with a reply, its downloads, and a share link. */
async function fileWithHistory(s: Awaited<ReturnType<typeof scene>>) {
  const file = await makeFile(t, s.member.token, { name: 'Quarterly deck', workspace_id: String(s.ws) }, { bytes: pdf(1) });
  for (const n of [2, 3]) {
    const res = await call<One<FileVersion>>(t, s.member.token, 'POST', `files/${file.id}/version`, documentForm({}, { name: `v${n}.pdf`, bytes: pdf(n) }));
    expect(res.status).toBe(201);
  }
  const discussion = await call<One<{ id: number }>>(t, s.owner.token, 'POST', `files/${file.id}/discussion`, { title: 'Pricing', body: 'Page 3?' });
  expect((await call(t, s.member.token, 'POST', `discussions/${discussion.body.data.id}/comment`, { body: 'Fixed in v3' })).status).toBe(201);
  const detail = (await call<One<FileDetail>>(t, s.reader.token, 'GET', `files/${file.id}`)).body.data;
  const downloads = await Promise.all(
    detail.versions.map(async (v) => bytesOf(await raw(t, s.reader.token, 'GET', `files/${file.id}/version/${v.id}/download`))),
  );
  const code = (await call<One<{ code: string }>>(t, s.reader.token, 'POST', 'short-code', { type: 'file', id: file.id })).body.data.code;
  return { file, detail, downloads, code };
}

describe('the trash', () => {
  it('takes a file with its versions and discussion out of every list, search, count, link and download, and puts it back whole', async () => {
    const s = await scene(t);
    const { file, detail, downloads, code } = await fileWithHistory(s);
    expect(downloads.map((d) => d.length)).toEqual([pdf(3).length, pdf(2).length, pdf(1).length]);
    const listed = async () => (await call<Paged<{ id: number }>>(t, s.reader.token, 'GET', `files?workspace_id=${s.ws}`)).body;
    expect((await listed()).meta.total).toBe(1);

    expect((await call(t, s.member.token, 'DELETE', `files/${file.id}`)).status).toBe(200);

    // Gone at once, everywhere the reader could have found it.
    expect(await listed()).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await call(t, s.reader.token, 'GET', `files/${file.id}`)).status).toBe(404);
    expect((await call<{ data: { files: unknown[] } }>(t, s.reader.token, 'GET', 'search?q=Quarterly')).body.data.files).toEqual([]);
    expect((await call(t, s.reader.token, 'GET', `short-code/${code}`)).status).toBe(404);
    for (const v of detail.versions) expect((await raw(t, s.reader.token, 'GET', `files/${file.id}/version/${v.id}/download`)).status).toBe(404);

    // In the trash of the one who deleted it and of the workspace's managers, with what went with it.
    const [entry] = await trashOf(s.member.token, 'trash');
    expect(entry).toMatchObject({
      subject: { type: 'files', id: file.id, label: 'Quarterly deck' },
      deleted_by: { id: s.member.id, name: 'Mel Member' },
      impersonated: false,
      workspace_id: s.ws,
      route: 'DELETE files/{fileId}',
      contents: { files: 1, file_versions: 3, discussions: 1, discussion_comments: 1 },
    });
    expect(new Date(entry.purge_after).getTime() - new Date(entry.deleted_at).getTime()).toBe(30 * DAY);
    expect((await trashOf(s.owner.token, `workspaces/${s.ws}/trash`)).map((e) => e.id)).toEqual([entry.id]);
    expect((await call(t, s.reader.token, 'GET', `workspaces/${s.ws}/trash`)).status).toBe(403);
    expect(await trashOf(s.reader.token, 'trash')).toEqual([]);

    // Nobody else restores it: outsiders learn nothing, a read-only reader is refused by the delete's own rule.
    expect((await restore(s.outsider.token, entry.id)).status).toBe(404);
    expect((await restore(s.reader.token, entry.id)).status).toBe(403);
    expect((await call(t, s.reader.token, 'GET', `files/${file.id}`)).status).toBe(404);

    const restored = await restore(s.member.token, entry.id);
    expect(restored.status).toBe(200);
    expect(restored.body.data.subject).toEqual({ type: 'files', id: file.id, label: 'Quarterly deck' });
    const back = (await call<One<FileDetail>>(t, s.reader.token, 'GET', `files/${file.id}`)).body.data;
    expect(back).toEqual(detail);
    for (const [i, v] of back.versions.entries()) {
      expect(await bytesOf(await raw(t, s.reader.token, 'GET', `files/${file.id}/version/${v.id}/download`))).toEqual(downloads[i]);
    }
    expect((await listed()).meta.total).toBe(1);
    expect((await call(t, s.reader.token, 'GET', `short-code/${code}`)).status).toBe(200);
    expect(await trashOf(s.member.token, 'trash')).toEqual([]);
    // Open views hear of it, and the log says who restored what.
    expect(eventsFor(t, s.reader.id).map((e) => e.event)).toEqual(expect.arrayContaining(['fileDeleted', 'fileUpdated']));
    const log = (await call<ActivityPage>(t, s.owner.token, 'GET', `workspaces/${s.ws}/activity?per_page=2`)).body.data;
    expect(log.map((a) => [a.action, a.subject?.type, a.subject?.id, a.actor?.name])).toEqual([
      ['restore', 'files', file.id, 'Mel Member'],
      ['delete', 'files', file.id, 'Mel Member'],
    ]);
    expect((await restore(s.member.token, entry.id)).status).toBe(404);
  });

  it('keeps the bytes until the window has passed, then the purge job removes rows and bytes', async () => {
    const s = await scene(t);
    const { file, detail } = await fileWithHistory(s);
    const names = rowsOf<{ name: string }>(await t.deps.db.execute(sql`select storage_name as name from file_versions where file_id = ${file.id}`)).map(
      (r) => r.name,
    );
    expect(names).toHaveLength(3);
    expect((await call(t, s.member.token, 'DELETE', `files/${file.id}`)).status).toBe(200);
    for (const name of names) expect(await t.deps.storage.get(name)).not.toBeNull();

    expect(await purgeTrash(t.deps, new Date(Date.now() + 29 * DAY))).toBe(0);
    for (const name of names) expect(await t.deps.storage.get(name)).not.toBeNull();

    // The window passes (its end moved to the past: the sessions would expire with a moved clock).
    const [entry] = await t.deps.db
      .update(trash)
      .set({ purgeAfter: new Date(Date.now() - 1000) })
      .returning();
    // Past its window it is neither listed nor restorable, even before the job runs.
    expect(await trashOf(s.member.token, 'trash')).toEqual([]);
    expect((await restore(s.member.token, entry.id)).status).toBe(404);
    expect(await purgeTrash(t.deps, new Date())).toBe(1);
    for (const name of names) expect(await t.deps.storage.get(name)).toBeNull();
    expect(await t.deps.db.select().from(trash)).toEqual([]);
    expect(rowsOf(await t.deps.db.execute(sql`select 1 from trash_rows`))).toEqual([]);
    expect(detail.versions).toHaveLength(3);
  });

  it('puts a task back with its subtasks, and records nothing for a refused delete', async () => {
    const s = await scene(t);
    const task = await makeTask(t, s.member.token, { workspace_id: s.ws, title: 'Launch plan' });
    const sub = await makeSubtask(t, s.member.token, task.id, 'Book the venue');
    expect((await call(t, s.reader.token, 'DELETE', `tasks/${task.id}`)).status).toBe(403);
    expect(await t.deps.db.select().from(trash)).toEqual([]);

    expect((await call(t, s.owner.token, 'DELETE', `tasks/${task.id}`)).status).toBe(200);
    expect((await call(t, s.member.token, 'GET', `tasks/${sub.id}`)).status).toBe(404);
    const [entry] = await trashOf(s.owner.token, `workspaces/${s.ws}/trash`);
    expect(entry.contents.tasks).toBe(2);
    expect((await restore(s.owner.token, entry.id)).status).toBe(200);
    expect((await call<One<{ title: string; parent_id: number }>>(t, s.member.token, 'GET', `tasks/${sub.id}`)).body.data).toMatchObject({
      title: 'Book the venue',
      parent_id: task.id,
    });
  });

  it('says what to do when what the record belonged to is gone, and keeps it in the trash', async () => {
    const s = await scene(t);
    const { file, detail } = await fileWithHistory(s);
    expect((await call(t, s.member.token, 'DELETE', `files/${file.id}/version/${detail.versions[1].id}`)).status).toBe(200);
    expect((await call(t, s.member.token, 'DELETE', `files/${file.id}`)).status).toBe(200);
    const [fileEntry, versionEntry] = await trashOf(s.member.token, 'trash');
    expect(versionEntry.contents).toEqual({ file_versions: 1 });
    const refused = await restore(s.member.token, versionEntry.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'What this record belonged to has been deleted too. Restore that first, then this.' });
    expect(await trashOf(s.member.token, 'trash')).toHaveLength(2);
    expect((await restore(s.member.token, fileEntry.id)).status).toBe(200);
    expect((await restore(s.member.token, versionEntry.id)).status).toBe(200);
    expect((await call<One<FileDetail>>(t, s.member.token, 'GET', `files/${file.id}`)).body.data.versions).toHaveLength(3);
  });

  it('puts a whole company back: catalogue, listings, monitoring, counts', async () => {
    const c = await companyScene(t);
    const id = c.acme.id;
    const made = async (path: string, body: FormData | Record<string, unknown>) => {
      const res = await call<One<{ id: number }>>(t, c.owner.token, 'POST', `companies/${id}/${path}`, body);
      expect(res.status).toBe(201);
      return res.body.data.id;
    };
    await made('brands', form({ name: 'Sunny' }));
    const product = await made('products', form({ name: 'Sunny Soap', sku: 'SUN-1' }));
    const retailer = await made('retailers', form({ name: 'Target' }));
    await made(`retailers/${retailer}/products`, { product_id: product, price: '4.99' });
    const watched = await addMonitoringProduct(t, c.owner.token, id, { name: 'Soap watch' });
    const page = await addPage(t, c.owner.token, id, watched.id, { url: 'https://shop.example/soap', status: 'paused' });
    const before = (await call<One<{ counts: Record<string, number> }>>(t, c.member.token, 'GET', `companies/${id}`)).body.data;
    const listings = (await call(t, c.owner.token, 'GET', `companies/${id}/retailers/${retailer}/products`)).body;

    expect((await call(t, c.owner.token, 'DELETE', `companies/${id}`)).status).toBe(200);
    expect((await call(t, c.member.token, 'GET', `companies/${id}`)).status).toBe(404);
    const [entry] = await trashOf(c.owner.token, 'trash');
    expect(entry.contents).toMatchObject({ companies: 1, brands: 1, products: 1, company_retailers: 1, monitoring_products: 1, monitoring_pages: 1 });
    // The member cannot see the company any more, so nor its entry: only whoever deleted it restores it.
    expect((await restore(c.member.token, entry.id)).status).toBe(404);

    expect((await restore(c.owner.token, entry.id)).status).toBe(200);
    expect((await call<One<{ counts: Record<string, number> }>>(t, c.member.token, 'GET', `companies/${id}`)).body.data).toEqual(before);
    expect((await call(t, c.owner.token, 'GET', `companies/${id}/retailers/${retailer}/products`)).body).toEqual(listings);
    expect((await call(t, c.owner.token, 'GET', `${productsPath(id)}/${watched.id}/pages/${page.id}`)).status).toBe(200);
  });

  it('puts a whole workspace back with its teams, records and content', async () => {
    const s = await scene(t);
    const { file } = await fileWithHistory(s);
    const task = await makeTask(t, s.member.token, { workspace_id: s.ws, title: 'Plan the shelf' });
    const shown = async () => (await call<One<{ id: number; name: string }>>(t, s.reader.token, 'GET', `workspaces/${s.ws}`)).body;
    const workspace = await shown();
    expect((await call(t, s.owner.token, 'DELETE', `workspaces/${s.ws}`)).status).toBe(200);
    expect((await call(t, s.reader.token, 'GET', `files/${file.id}`)).status).toBe(404);
    const [entry] = await trashOf(s.owner.token, 'trash');
    expect(entry.contents).toMatchObject({ workspaces: 1, files: 1, file_versions: 3, tasks: 1, workspace_teams: 2 });
    expect((await restore(s.owner.token, entry.id)).status).toBe(200);
    expect(await shown()).toEqual(workspace);
    expect((await call(t, s.reader.token, 'GET', `files/${file.id}`)).status).toBe(200);
    expect((await call(t, s.member.token, 'GET', `tasks/${task.id}`)).status).toBe(200);
  });

  it('is for people: a custom token cannot read or restore the trash', async () => {
    const s = await scene(t);
    const token = await customToken(t, s.member.token, ['files:write', 'workspaces:write']);
    expect((await call(t, token, 'GET', 'trash')).status).toBe(403);
  });

  it('keeps every table captured and every reference deferrable (what a restore relies on)', async () => {
    const uncaptured = rowsOf<{ name: string }>(
      await t.deps.db.execute(sql`
        select c.relname as name from pg_class c
        where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
          and c.relname not in ('trash', 'trash_rows', 'trash_links', 'list_counts', 'activity')
          and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'trash_capture_del')`),
    );
    expect(uncaptured).toEqual([]);
    const immediate = rowsOf(
      await t.deps.db.execute(sql`select conname from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace and not condeferrable`),
    );
    expect(immediate).toEqual([]);
    expect(await t.deps.db.select().from(trash).where(eq(trash.id, 1))).toEqual([]);
  });
});
