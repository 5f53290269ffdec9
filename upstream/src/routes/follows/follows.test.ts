import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, documentForm, makeFile, makeTask, notificationsFor, PDF_BYTES, scene } from '../../test/tasks-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type State = { data: { kind: string; record_id: number; following: boolean } };
const followed = (userId: number) => notificationsFor(t, userId).filter((n) => n.type === 'FollowedActivity');
const following = async (token: string, kind: string, id: number) => (await call<State>(t, token, 'GET', `follows/${kind}/${id}`)).body.data.following;

describe('following a record', () => {
  it('tells a follower about comments, status changes and new file versions made by others, never the actor, until they unfollow', async () => {
    const s = await scene(t);
    const task = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Launch' });
    // A read-only reader may follow what they can read.
    expect(await call<State>(t, s.reader.token, 'PUT', `follows/task/${task.id}`)).toEqual({
      status: 200,
      body: { data: { kind: 'task', record_id: task.id, following: true } },
    });

    const discussion = await call<{ data: { id: number } }>(t, s.member.token, 'POST', `tasks/${task.id}/discussion`, { title: 'Budget?' });
    await call(t, s.member.token, 'POST', `discussions/${discussion.body.data.id}/comment`, { body: 'Need 2k' });
    await call(t, s.member.token, 'POST', `tasks/${task.id}/complete`);
    expect(followed(s.reader.id).map((n) => [n.message, n.changes ?? null, n.actor_id, n.record, n.url])).toEqual([
      ['Mel Member started a discussion: "Budget?"', null, s.member.id, `task:${task.id}`, `/workspace/${s.ws}/tasks?taskId=${task.id}`],
      ['Mel Member commented on "Budget?"', null, s.member.id, `task:${task.id}`, `/workspace/${s.ws}/tasks?taskId=${task.id}`],
      [
        'Mel Member changed "Launch": status: To do → Done',
        ['status: To do → Done'],
        s.member.id,
        `task:${task.id}`,
        `/workspace/${s.ws}/tasks?taskId=${task.id}`,
      ],
    ]);
    // The creator follows automatically and hears of the member's changes; the member (the actor,
    // who now follows too by commenting) hears nothing of their own.
    expect(followed(s.owner.id)).toHaveLength(3);
    expect(followed(s.member.id)).toEqual([]);
    await call(t, s.owner.token, 'POST', `tasks/${task.id}/incomplete`);
    expect(followed(s.member.id).map((n) => n.changes)).toEqual([['status: Done → To do']]);

    // Unfollowing stops it.
    await call(t, s.reader.token, 'DELETE', `follows/task/${task.id}`);
    expect(await following(s.reader.token, 'task', task.id)).toBe(false);
    const before = followed(s.reader.id).length;
    await call(t, s.member.token, 'POST', `tasks/${task.id}/complete`);
    expect(followed(s.reader.id)).toHaveLength(before);

    // A new version of a followed file.
    const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
    await call(t, s.member.token, 'PUT', `follows/file/${file.id}`);
    await call(t, s.owner.token, 'POST', `files/${file.id}/version`, documentForm({}, { name: 'v2.pdf', bytes: PDF_BYTES, type: 'application/pdf' }));
    expect(followed(s.member.id).at(-1)).toMatchObject({
      title: 'Deck',
      message: 'Olive Owner uploaded version 2 of "Deck"',
      changes: ['version: 1 → 2'],
      record: `file:${file.id}`,
      actor_id: s.owner.id,
    });
    expect(followed(s.owner.id).filter((n) => n.record === `file:${file.id}`)).toEqual([]);
  });

  it('follows creators, assignees and commenters automatically, and an unfollow sticks', async () => {
    const s = await scene(t);
    const task = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Launch', assignee_ids: [s.member.id] });
    expect(await following(s.owner.token, 'task', task.id)).toBe(true);
    expect(await following(s.member.token, 'task', task.id)).toBe(true);
    expect(await following(s.reader.token, 'task', task.id)).toBe(false);

    const discussion = await call<{ data: { id: number } }>(t, s.owner.token, 'POST', `tasks/${task.id}/discussion`, { title: 'Plan' });
    await call(t, s.reader.token, 'POST', `discussions/${discussion.body.data.id}/comment`, { body: 'Looks good' });
    expect(await following(s.reader.token, 'task', task.id)).toBe(true);

    // The member unfollows; being assigned again and commenting do not bring them back.
    await call(t, s.member.token, 'DELETE', `follows/task/${task.id}`);
    await call(t, s.owner.token, 'POST', `tasks/${task.id}/unassign`, { user_id: s.member.id });
    await call(t, s.owner.token, 'POST', `tasks/${task.id}/assign`, { user_id: s.member.id });
    await call(t, s.member.token, 'POST', `discussions/${discussion.body.data.id}/comment`, { body: 'Me again' });
    expect(await following(s.member.token, 'task', task.id)).toBe(false);
    // Following again is their choice.
    await call(t, s.member.token, 'PUT', `follows/task/${task.id}`);
    expect(await following(s.member.token, 'task', task.id)).toBe(true);

    // An assignee added by an edit follows; the followers hear of the due date and assignees.
    const other = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Ship' });
    await call(t, s.member.token, 'PUT', `follows/task/${other.id}`);
    await call(t, s.owner.token, 'PUT', `tasks/${other.id}`, { due_date: '2026-12-10', assignee_ids: [s.owner.id] });
    expect(followed(s.member.id).at(-1)?.changes).toEqual(['due date: none → 2026-12-10', 'assignee added: Olive Owner']);
  });

  it('answers 404 to someone who cannot read the record, and the record kinds each check their own access', async () => {
    const s = await scene(t);
    const task = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Launch' });
    for (const method of ['GET', 'PUT', 'DELETE']) {
      expect((await call(t, s.outsider.token, method, `follows/task/${task.id}`)).status).toBe(404);
      expect((await call(t, s.owner.token, method, `follows/task/999999`)).status).toBe(404);
    }
    expect((await call(t, s.owner.token, 'PUT', `follows/planet/${task.id}`)).status).toBe(404);
    // Workspace records: readers of the workspace yes, others no.
    expect((await call<State>(t, s.reader.token, 'PUT', `follows/workspace_retailer/${s.target}`)).body.data.following).toBe(true);
    expect((await call(t, s.outsider.token, 'PUT', `follows/workspace_retailer/${s.target}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'PUT', `follows/workspace_brand/${s.theirBrand}`)).status).toBe(404);
    // An outsider's follow never reaches them: nothing was stored.
    await call(t, s.member.token, 'POST', `tasks/${task.id}/complete`);
    expect(notificationsFor(t, s.outsider.id)).toEqual([]);
  });

  it('a monitored product is followed by its creator and can be followed by readers of its company only', async () => {
    const s = await scene(t);
    const made = await call<{ data: { id: number } }>(t, s.owner.token, 'POST', `companies/${s.acme}/monitoring-products`, { name: 'City bike' });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(await following(s.owner.token, 'monitoring_product', id)).toBe(true);
    expect((await call<State>(t, s.member.token, 'PUT', `follows/monitoring_product/${id}`)).body.data.following).toBe(true);
    // The reader shares the workspace, not the company: its monitoring is not theirs to follow.
    expect((await call(t, s.reader.token, 'PUT', `follows/monitoring_product/${id}`)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'GET', `follows/monitoring_product/${id}`)).status).toBe(404);
  });

  it('tells attendees when a meeting moves or is cancelled, and followers of the move', async () => {
    const s = await scene(t);
    const created = await call<{ data: { id: number } }>(t, s.owner.token, 'POST', 'meetings', {
      workspace_id: s.ws,
      title: 'Review',
      starts_at: '2026-12-20T09:00:00Z',
      attendee_ids: [s.member.id],
    });
    const id = created.body.data.id;
    await call(t, s.reader.token, 'PUT', `follows/meeting/${id}`);
    await call(t, s.owner.token, 'PUT', `meetings/${id}`, { starts_at: '2026-12-21T09:00:00Z', location: 'Room 2' });
    const changes = ['time: Dec 20, 2026, 9:00 AM UTC → Dec 21, 2026, 9:00 AM UTC', 'place: none → Room 2'];
    expect(
      notificationsFor(t, s.member.id)
        .filter((n) => n.type === 'MeetingChanged')
        .map((n) => n.changes),
    ).toEqual([changes]);
    expect(followed(s.reader.id).map((n) => n.changes)).toEqual([changes]);
    expect(notificationsFor(t, s.owner.id).filter((n) => n.type === 'MeetingChanged' || n.type === 'FollowedActivity')).toEqual([]);
    // A title change is not news for attendees.
    await call(t, s.owner.token, 'PUT', `meetings/${id}`, { title: 'Review 2' });
    expect(notificationsFor(t, s.member.id).filter((n) => n.type === 'MeetingChanged')).toHaveLength(1);

    expect((await call(t, s.owner.token, 'DELETE', `meetings/${id}`)).status).toBe(200);
    expect(notificationsFor(t, s.member.id).filter((n) => n.type === 'MeetingCancelled')).toEqual([
      expect.objectContaining({ title: 'Review 2', message: 'Olive Owner cancelled "Review 2" on Dec 21, 2026, 9:00 AM UTC', actor_id: s.owner.id }),
    ]);
  });
});
