import type { Comment, Discussion } from '@/lib/contract/discussions';
import type { FileDetail } from '@/lib/contract/files';
import { insights } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, customToken, eventsFor, makeFile, scene, type One } from '../../test/files-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function setup() {
  const s = await scene(t);
  const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
  return { s, file };
}
const start = (token: string | null, fileId: number, body: unknown) => call<One<Discussion>>(t, token, 'POST', `files/${fileId}/discussion`, body);
const comment = (token: string | null, discussionId: number, body: unknown) =>
  call<One<Comment>>(t, token, 'POST', `discussions/${discussionId}/comment`, body);

describe('file discussions', () => {
  it('anyone who reads the file discusses it (read-only teams included); the file shows them with comments oldest first', async () => {
    const { s, file } = await setup();
    const started = await start(s.reader.token, file.id, { title: ' Pricing? ', body: 'Is page 3 right?' });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({
      file_id: file.id,
      insight_id: null,
      title: 'Pricing?',
      body: 'Is page 3 right?',
      author: { id: s.reader.id },
      can_edit: true,
      comments: [],
    });
    const d = started.body.data.id;
    // Two distinct instants (the clock may not tick between requests); near now so tokens stay valid.
    const base = Date.now() + 60_000;
    t.setNow(new Date(base));
    const c1 = await comment(s.member.token, d, { body: 'Yes' });
    t.setNow(new Date(base + 1000));
    const c2 = await comment(s.reader.token, d, { body: 'Thanks' });
    t.setNow(null);
    expect(c1.status).toBe(201);
    expect(c1.body.data).toMatchObject({ discussion_id: d, body: 'Yes', author: { id: s.member.id, first_name: 'Mel' }, can_edit: true });
    const second = await start(s.owner.token, file.id, { title: 'Later', body: null });
    expect(second.body.data.body).toBeNull();

    const shown = (await call<One<FileDetail>>(t, s.member.token, 'GET', `files/${file.id}`)).body.data;
    expect(shown.discussions_count).toBe(2);
    expect(shown.discussions.map((x) => x.title)).toEqual(['Pricing?', 'Later']);
    expect(shown.discussions[0].comments.map((c) => [c.id, c.can_edit])).toEqual([
      [c1.body.data.id, true],
      [c2.body.data.id, false],
    ]);
    // The member is neither the author of the discussion nor an editor of the owner's file.
    expect(shown.discussions[0].can_edit).toBe(false);
    const byOwner = (await call<One<FileDetail>>(t, s.owner.token, 'GET', `files/${file.id}`)).body.data;
    expect(byOwner.discussions.map((x) => x.can_edit)).toEqual([true, true]);
  });

  it('lets the author or an editor of the file change or delete a discussion; others get 403', async () => {
    const { s, file } = await setup();
    const d = (await start(s.member.token, file.id, { title: 'Q', body: 'B' })).body.data.id;
    const edited = await call<One<Discussion>>(t, s.member.token, 'POST', `discussions/${d}`, { body: null });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Q', body: null });
    const byOwner = await call<One<Discussion>>(t, s.owner.token, 'POST', `discussions/${d}`, { title: 'Renamed' });
    expect(byOwner.body.data.title).toBe('Renamed');
    expect((await call(t, s.reader.token, 'POST', `discussions/${d}`, { title: 'Mine' })).status).toBe(403);
    expect((await call(t, s.reader.token, 'DELETE', `discussions/${d}`)).status).toBe(403);
    const bad = await call(t, s.member.token, 'POST', `discussions/${d}`, { title: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ title: ['The title field is required.'] });
    await comment(s.reader.token, d, { body: 'gone with it' });
    expect(await call(t, s.owner.token, 'DELETE', `discussions/${d}`)).toEqual({ status: 200, body: { message: 'Discussion has been deleted.' } });
    expect((await call<One<FileDetail>>(t, s.owner.token, 'GET', `files/${file.id}`)).body.data.discussions).toEqual([]);
    expect((await comment(s.owner.token, d, { body: 'late' })).status).toBe(404);
  });

  it('lets only its author edit or delete a comment', async () => {
    const { s, file } = await setup();
    const d = (await start(s.owner.token, file.id, { title: 'Q' })).body.data.id;
    const c = (await comment(s.reader.token, d, { body: 'First' })).body.data.id;
    const edited = await call<One<Comment>>(t, s.reader.token, 'PUT', `discussions/${d}/comment/${c}`, { body: 'First, edited' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: c, body: 'First, edited', can_edit: true, author: { id: s.reader.id } });
    // Not even the file's editor may rewrite someone else's words.
    expect((await call(t, s.owner.token, 'PUT', `discussions/${d}/comment/${c}`, { body: 'X' })).status).toBe(403);
    expect((await call(t, s.owner.token, 'DELETE', `discussions/${d}/comment/${c}`)).status).toBe(403);
    const bad = await call(t, s.reader.token, 'PUT', `discussions/${d}/comment/${c}`, { body: '  ' });
    expect(bad.body.errors).toEqual({ body: ['The body field is required.'] });
    expect(await call(t, s.reader.token, 'DELETE', `discussions/${d}/comment/${c}`)).toEqual({ status: 200, body: { message: 'Comment has been deleted.' } });
    expect((await call(t, s.reader.token, 'DELETE', `discussions/${d}/comment/${c}`)).status).toBe(404);
  });

  it('answers 422, 401, and 404 to outsiders and for comments of another discussion', async () => {
    const { s, file } = await setup();
    expect((await start(s.owner.token, file.id, { body: 'no title' })).body).toMatchObject({ errors: { title: ['The title field is required.'] } });
    const d = (await start(s.owner.token, file.id, { title: 'Q' })).body.data.id;
    const other = (await start(s.owner.token, file.id, { title: 'Other' })).body.data.id;
    const c = (await comment(s.owner.token, d, { body: 'Hi' })).body.data.id;
    expect((await comment(s.owner.token, d, {})).body).toMatchObject({ errors: { body: ['The body field is required.'] } });
    expect((await start(null, file.id, { title: 'Q' })).status).toBe(401);
    expect((await comment(null, d, { body: 'x' })).status).toBe(401);
    expect((await start(s.outsider.token, file.id, { title: 'Q' })).status).toBe(404);
    for (const [method, path] of [
      ['POST', `discussions/${d}`],
      ['DELETE', `discussions/${d}`],
      ['POST', `discussions/${d}/comment`],
      ['PUT', `discussions/${d}/comment/${c}`],
      ['DELETE', `discussions/${d}/comment/${c}`],
    ]) {
      const res = await call(t, s.outsider.token, method, path, method === 'DELETE' ? undefined : { title: 'x', body: 'x' });
      expect([path, res.status, res.body]).toEqual([path, 404, { message: 'Discussion not found.' }]);
    }
    expect((await call(t, s.owner.token, 'PUT', `discussions/${other}/comment/${c}`, { body: 'x' })).status).toBe(404);
    expect((await call(t, s.owner.token, 'DELETE', `discussions/999999/comment/${c}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'POST', 'discussions/99999999999', { title: 'x' })).status).toBe(404);
  });

  it('checks the token ability of the subject: files for a file, insights for an insight', async () => {
    const { s, file } = await setup();
    const d = (await start(s.owner.token, file.id, { title: 'Q' })).body.data.id;
    const filesRead = await customToken(t, s.owner.token, ['files:read']);
    const filesWrite = await customToken(t, s.owner.token, ['files:write']);
    const insightsWrite = await customToken(t, s.owner.token, ['insights:write']);
    const userOnly = await customToken(t, s.owner.token, ['user:write']);
    expect((await comment(filesRead, d, { body: 'x' })).status).toBe(403);
    expect((await comment(insightsWrite, d, { body: 'x' })).status).toBe(403);
    expect((await comment(userOnly, d, { body: 'x' })).status).toBe(403);
    expect((await comment(filesWrite, d, { body: 'x' })).status).toBe(201);

    const [insight] = await t.deps.db
      .insert(insights)
      .values({ workspaceId: s.ws, name: 'Shelf gaps', type: 'Retail Execution', createdBy: s.owner.id })
      .returning({ id: insights.id });
    const { createDiscussion } = await import('../../services/discussions/create-discussion');
    const onInsight = await createDiscussion(t.deps, { insightId: insight.id, authorId: s.owner.id, body: { title: 'About the shelf', body: undefined } });
    expect((await comment(filesWrite, onInsight, { body: 'x' })).status).toBe(403);
    const ok = await comment(insightsWrite, onInsight, { body: 'Seen it' });
    expect(ok.status).toBe(201);
    expect(eventsFor(t, s.reader.id).at(-1)).toEqual({ event: 'insightUpdated', data: { id: insight.id, workspace_ids: [s.ws] } });
    expect((await comment(s.outsider.token, onInsight, { body: 'x' })).status).toBe(404);
  });
});
