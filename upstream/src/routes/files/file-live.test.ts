import { createTestApp, type TestApp } from '../../test/create-test-app';
import { secondWorkspace } from '../../test/fixtures';
import { call, documentForm, eventsFor, makeFile, scene } from '../../test/files-kit';
import { NOTIFICATION_EVENT } from '../../realtime/publisher';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('live updates of files', () => {
  it('tells the users of the workspaces concerned, and only them, about every change', async () => {
    const s = await scene(t);
    const { carol, second } = await secondWorkspace(t, s.owner.id);
    // Content events only: followers also get their notifications on the same channel.
    const names = (userId: number) =>
      eventsFor(t, userId)
        .map((e) => e.event)
        .filter((event) => event !== NOTIFICATION_EVENT);
    t.publisher.clear();

    const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
    const created = { event: 'fileUpdated', data: { id: file.id, workspace_ids: [s.ws] } };
    for (const user of [s.owner, s.member, s.reader]) expect(eventsFor(t, user.id)).toEqual([created]);
    expect(eventsFor(t, carol.id)).toEqual([]);

    await call(t, s.owner.token, 'PUT', `files/${file.id}`, { workspace_ids: [second] });
    expect(eventsFor(t, carol.id)).toEqual([{ event: 'fileUpdated', data: { id: file.id, workspace_ids: [s.ws, second] } }]);
    // Taken out of a workspace: its users still hear of it, so their open lists drop the file.
    await call(t, s.owner.token, 'PUT', `files/${file.id}`, { workspace_ids: [] });
    expect(eventsFor(t, carol.id).at(-1)).toEqual({ event: 'fileUpdated', data: { id: file.id, workspace_ids: [s.ws] } });
    expect(names(carol.id)).toHaveLength(2);

    const version = await call<{ data: { id: number } }>(
      t,
      s.owner.token,
      'POST',
      `files/${file.id}/version`,
      documentForm({ external_url: 'https://example.com/2' }),
    );
    await call(t, s.owner.token, 'DELETE', `files/${file.id}/version/${version.body.data.id}`);
    const discussion = await call<{ data: { id: number } }>(t, s.reader.token, 'POST', `files/${file.id}/discussion`, { title: 'Q' });
    const comment = await call<{ data: { id: number } }>(t, s.member.token, 'POST', `discussions/${discussion.body.data.id}/comment`, { body: 'A' });
    await call(t, s.member.token, 'PUT', `discussions/${discussion.body.data.id}/comment/${comment.body.data.id}`, { body: 'B' });
    await call(t, s.member.token, 'DELETE', `discussions/${discussion.body.data.id}/comment/${comment.body.data.id}`);
    await call(t, s.reader.token, 'POST', `discussions/${discussion.body.data.id}`, { title: 'R' });
    await call(t, s.reader.token, 'DELETE', `discussions/${discussion.body.data.id}`);
    // Refused requests broadcast nothing.
    await call(t, s.member.token, 'DELETE', `files/${file.id}`);
    await call(t, s.owner.token, 'POST', `files/${file.id}/version`, documentForm({}));
    // Create, two updates, a version added and deleted, a discussion started, a comment added, edited and
    // deleted, the discussion edited and deleted.
    expect(names(s.reader.id)).toEqual(Array(11).fill('fileUpdated'));

    expect((await call(t, s.owner.token, 'DELETE', `files/${file.id}`)).status).toBe(200);
    for (const user of [s.owner, s.member, s.reader])
      expect(eventsFor(t, user.id).at(-1)).toEqual({ event: 'fileDeleted', data: { id: file.id, workspace_ids: [s.ws] } });
    expect(names(carol.id)).toEqual(['fileUpdated', 'fileUpdated']);
    expect(eventsFor(t, s.outsider.id)).toEqual([]);
  });
});
