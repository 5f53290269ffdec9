import { eq } from 'drizzle-orm';
import type { FileRecord } from '@/lib/contract/files';
import { fileResource } from '@/lib/contract/files';
import type { TaskDetail } from '@/lib/contract/tasks';
import { files } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, documentForm, eventsFor, makeFile, makeTask, PDF_BYTES, scene, type One } from '../../test/tasks-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function setup(opts: { restrict?: boolean } = {}) {
  const s = await scene(t, opts);
  const task = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Review the deck' });
  const deck = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
  const theirs = await makeFile(t, s.outsider.token, { name: 'Theirs', workspace_id: String(s.otherWs) });
  return { s, task, deck, theirs };
}
const attach = (token: string | null, taskId: number, body: unknown) => call<One<FileRecord>>(t, token, 'POST', `tasks/${taskId}/files`, body);

describe('task files', () => {
  it('attaches a workspace file (form or JSON), lists it, and detaching keeps the file', async () => {
    const { s, task, deck } = await setup();
    const res = await attach(s.member.token, task.id, documentForm({ file_id: String(deck.id) }));
    expect(res.status).toBe(201);
    expect(fileResource.strict().safeParse(res.body.data).success).toBe(true);
    expect(res.body.data).toMatchObject({ id: deck.id, name: 'Deck' });
    // Attaching again is harmless.
    expect((await attach(s.member.token, task.id, { file_id: deck.id })).status).toBe(201);

    const list = await call<One<FileRecord[]>>(t, s.reader.token, 'GET', `tasks/${task.id}/files`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((f) => f.id)).toEqual([deck.id]);
    const detail = (await call<One<TaskDetail>>(t, s.reader.token, 'GET', `tasks/${task.id}`)).body.data;
    expect(detail.files_count).toBe(1);
    expect(detail.files.map((f) => f.name)).toEqual(['Deck']);

    expect((await call(t, s.reader.token, 'DELETE', `tasks/${task.id}/files/${deck.id}`)).status).toBe(403);
    const detached = await call(t, s.member.token, 'DELETE', `tasks/${task.id}/files/${deck.id}`);
    expect(detached).toEqual({ status: 200, body: { message: 'File has been detached from the task.' } });
    expect((await call(t, s.member.token, 'DELETE', `tasks/${task.id}/files/${deck.id}`)).status).toBe(404);
    expect((await call<One<FileRecord[]>>(t, s.owner.token, 'GET', `tasks/${task.id}/files`)).body.data).toEqual([]);
    expect((await call(t, s.owner.token, 'GET', `files/${deck.id}`)).status).toBe(200);
  });

  it("uploads a new file into the task's workspace and attaches it", async () => {
    const { s, task } = await setup();
    t.publisher.clear();
    const form = documentForm(
      { name: 'Signed contract', workspace_ids: [String(s.otherWs)] },
      { name: 'contract.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
    );
    const res = await attach(s.member.token, task.id, form);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Signed contract',
      workspace_id: s.ws,
      workspace_ids: [s.ws],
      file: { original_name: 'contract.pdf', mime: 'application/pdf' },
      created_by: { id: s.member.id },
    });
    expect(eventsFor(t, s.reader.id).map((e) => e.event)).toEqual(['fileUpdated', 'taskUpdated']);

    const unnamed = await attach(s.owner.token, task.id, documentForm({}, { name: 'notes.pdf', bytes: PDF_BYTES }));
    expect(unnamed.body.data.name).toBe('notes.pdf');
    expect((await call<One<FileRecord[]>>(t, s.owner.token, 'GET', `tasks/${task.id}/files`)).body.data.map((f) => f.name)).toEqual([
      'Signed contract',
      'notes.pdf',
    ]);
  });

  it('answers 422 for a missing, foreign or doubled file, and 403/404 by access', async () => {
    const { s, task, deck, theirs } = await setup({ restrict: true });
    const neither = await attach(s.owner.token, task.id, documentForm({}));
    expect(neither.status).toBe(422);
    expect(neither.body).toMatchObject({ errors: { file_id: ['Choose a file of the workspace or upload one.'] } });
    const foreign = await attach(s.owner.token, task.id, { file_id: theirs.id });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ errors: { file_id: ["The selected file is not one of the task's workspace files."] } });
    expect((await attach(s.owner.token, task.id, { file_id: 999999 })).status).toBe(422);
    const both = await attach(s.owner.token, task.id, documentForm({ file_id: String(deck.id) }, { name: 'x.pdf', bytes: PDF_BYTES }));
    expect(both.body).toMatchObject({ errors: { file: ['Send either a file or a file_id, not both.'] } });
    const before = await t.deps.db.select().from(files);
    expect(before).toHaveLength(2);

    expect((await attach(s.reader.token, task.id, { file_id: deck.id })).status).toBe(403);
    expect((await attach(s.outsider.token, task.id, { file_id: theirs.id })).status).toBe(404);
    expect((await call(t, s.outsider.token, 'GET', `tasks/${task.id}/files`)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'DELETE', `tasks/${task.id}/files/${deck.id}`)).status).toBe(404);
    expect((await attach(null, task.id, { file_id: deck.id })).status).toBe(401);
    // A member may attach in a restricted workspace (write access), but not upload a new file there (the create right).
    expect((await attach(s.member.token, task.id, { file_id: deck.id })).status).toBe(201);
    expect((await attach(s.member.token, task.id, documentForm({}, { name: 'x.pdf', bytes: PDF_BYTES }))).status).toBe(403);
    expect(await t.deps.db.select({ id: files.id }).from(files).where(eq(files.workspaceId, s.ws))).toHaveLength(1);
  });
});
