import type { Comment, Discussion } from '@/lib/contract/discussions';
import { mentionMarkup } from '@/lib/contract/mentions';
import { discussions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { secondWorkspace } from '../../test/fixtures';
import { call, makeFile, scene, type One } from '../../test/files-kit';
import { createInsightVia } from '../../test/insights-kit';
import { makeMeeting, makeTask, notificationsFor } from '../../test/tasks-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const start = async (token: string, path: string, title: string) => (await call<One<Discussion>>(t, token, 'POST', path, { title })).body.data.id;
const comment = (token: string, discussionId: number, body: string) => call<One<Comment>>(t, token, 'POST', `discussions/${discussionId}/comment`, { body });
const mentions = (userId: number) => notificationsFor(t, userId).filter((n) => n.kind === 'mention');

describe('mentions in comments', () => {
  it('notifies each mentioned user who can read the subject, never the author or an outsider', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
    const d = await start(s.owner.token, `files/${file.id}/discussion`, 'Pricing');
    const body = `${mentionMarkup('Mel Member', s.member.id)} and ${mentionMarkup('Rae', s.reader.id)}, see ${mentionMarkup('Otto', s.outsider.id)} ${mentionMarkup('Me', s.owner.id)} ${mentionMarkup('Mel again', s.member.id)}`;
    expect((await comment(s.owner.token, d, body)).status).toBe(201);
    const expected = {
      type: 'Mentioned',
      kind: 'mention',
      title: 'You were mentioned',
      message: 'Olive Owner mentioned you in "Pricing"',
      url: `/workspace/${s.ws}/files?fileId=${file.id}`,
    };
    expect(mentions(s.member.id)).toEqual([expect.objectContaining(expected)]);
    expect(mentions(s.reader.id)).toEqual([expect.objectContaining(expected)]);
    expect(mentions(s.outsider.id)).toEqual([]);
    expect(mentions(s.owner.id)).toEqual([]);
    // A mention of an id that is no user is skipped too.
    expect((await comment(s.owner.token, d, mentionMarkup('Ghost', 999999))).status).toBe(201);
  });

  it('on an edit, notifies only the users newly mentioned', async () => {
    const s = await scene(t);
    const task = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Ship' });
    const d = await start(s.member.token, `tasks/${task.id}/discussion`, 'Blockers');
    const c = (await comment(s.member.token, d, `Ask ${mentionMarkup('Olive', s.owner.id)}`)).body.data;
    expect(mentions(s.owner.id)).toEqual([
      expect.objectContaining({ message: 'Mel Member mentioned you in "Blockers"', url: `/workspace/${s.ws}/tasks?taskId=${task.id}` }),
    ]);
    const edited = await call(t, s.member.token, 'PUT', `discussions/${d}/comment/${c.id}`, {
      body: `Ask ${mentionMarkup('Olive', s.owner.id)} or ${mentionMarkup('Rae', s.reader.id)}`,
    });
    expect(edited.status).toBe(200);
    expect(mentions(s.owner.id)).toHaveLength(1);
    expect(mentions(s.reader.id)).toHaveLength(1);
  });

  it("links to the subject through a workspace the mentioned user reads: insights, meetings, a file's shared workspace", async () => {
    const s = await scene(t);
    const { carol, second } = await secondWorkspace(t, s.owner.id);
    const file = await makeFile(t, s.owner.token, { name: 'Shared', workspace_id: String(s.ws), workspace_ids: [String(second)] });
    await comment(s.owner.token, await start(s.owner.token, `files/${file.id}/discussion`, 'F'), mentionMarkup('Carol', carol.id));
    expect(mentions(carol.id).at(-1)).toMatchObject({ url: `/workspace/${second}/files?fileId=${file.id}` });

    const insight = await createInsightVia(t, s.owner.token, { name: 'Shelf', workspace_id: String(s.ws) });
    await comment(
      s.owner.token,
      await start(s.owner.token, `insights/${insight.id}/discussion`, 'I'),
      `${mentionMarkup('Mel', s.member.id)} ${mentionMarkup('Carol', carol.id)}`,
    );
    expect(mentions(s.member.id).at(-1)).toMatchObject({ url: `/workspace/${s.ws}/insights?insightId=${insight.id}` });
    // Carol cannot read this insight: no notification, and nothing leaks.
    expect(mentions(carol.id)).toHaveLength(1);

    const meeting = await makeMeeting(t, s.ws, s.owner.id);
    const [md] = await t.deps.db.insert(discussions).values({ meetingId: meeting, title: 'Agenda', authorId: s.owner.id }).returning({ id: discussions.id });
    await comment(s.owner.token, md.id, mentionMarkup('Rae', s.reader.id));
    expect(mentions(s.reader.id).at(-1)).toMatchObject({ message: 'Olive Owner mentioned you in "Agenda"', url: `/workspace/${s.ws}/meetings/${meeting}` });
  });
});
