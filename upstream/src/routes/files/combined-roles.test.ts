import { eq } from 'drizzle-orm';
import type { FileDetail } from '@/lib/contract/files';
import type { Insight } from '@/lib/contract/insights';
import type { MeetingDetail } from '@/lib/contract/meetings';
import { files, insights, meetings, tasks, teamMembers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { signUpUser } from '../../test/helpers';
import { call, documentForm, makeFile, scene } from '../../test/files-kit';
import type { One } from '../../test/files-kit';

/**
 * Security review item 2 (decision 0006): being an admin of a read-only team and a plain member of a
 * full-access team does not add up to edit rights over other people's files, insights, meetings and
 * tasks — the admin role counts only in a team that itself has full access.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function withMixedRoles() {
  const s = await scene(t);
  const mixed = await signUpUser(t, 'mixed@example.com', 'Max', 'Mixed');
  await t.deps.db.insert(teamMembers).values([
    { teamId: s.teamR, userId: mixed.id, role: 'admin' },
    { teamId: s.teamA, userId: mixed.id, role: 'member' },
  ]);
  const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
  const created = await call<{ data: Insight }>(
    t,
    s.owner.token,
    'POST',
    'insights',
    documentForm({ type: 'Market', name: 'Trend', workspace_id: String(s.ws) }),
  );
  expect(created.status).toBe(201);
  const meeting = await call<One<MeetingDetail>>(t, s.owner.token, 'POST', 'meetings', {
    title: 'Sync',
    starts_at: '2026-11-24T09:00:00Z',
    workspace_id: s.ws,
  });
  expect(meeting.status).toBe(201);
  const task = await call<One<{ id: number; can_edit: boolean }>>(t, s.owner.token, 'POST', 'tasks', { workspace_id: s.ws, title: 'Call buyer' });
  expect(task.status).toBe(201);
  return { ...s, mixed, file, insight: created.body.data, meeting: meeting.body.data, task: task.body.data };
}

describe('admin of a read-only team + member of a full-access team', () => {
  it("sees can_edit false on others' files, insights, meetings and tasks", async () => {
    const s = await withMixedRoles();
    const flag = async (path: string) => (await call<One<{ can_edit: boolean }>>(t, s.mixed.token, 'GET', path)).body.data.can_edit;
    expect(await flag(`files/${s.file.id}`)).toBe(false);
    expect(await flag(`insights/${s.insight.id}`)).toBe(false);
    expect(await flag(`meetings/${s.meeting.id}`)).toBe(false);
    expect(await flag(`tasks/${s.task.id}`)).toBe(false);
  });

  it('cannot change or delete them (403), and they are unchanged', async () => {
    const s = await withMixedRoles();
    const attempts: [string, string, unknown][] = [
      ['PUT', `files/${s.file.id}`, { name: 'Taken' }],
      ['DELETE', `files/${s.file.id}`, undefined],
      ['PUT', `insights/${s.insight.id}`, { name: 'Taken' }],
      ['DELETE', `insights/${s.insight.id}`, undefined],
      ['PUT', `meetings/${s.meeting.id}`, { title: 'Taken', starts_at: '2026-11-24T09:00:00Z' }],
      ['DELETE', `meetings/${s.meeting.id}`, undefined],
      ['DELETE', `tasks/${s.task.id}`, undefined],
    ];
    for (const [method, path, body] of attempts) expect([method, path, (await call(t, s.mixed.token, method, path, body)).status]).toEqual([method, path, 403]);
    expect(await t.deps.db.select({ name: files.name }).from(files).where(eq(files.id, s.file.id))).toEqual([{ name: 'Deck' }]);
    expect(await t.deps.db.select({ name: insights.name }).from(insights).where(eq(insights.id, s.insight.id))).toEqual([{ name: 'Trend' }]);
    expect(await t.deps.db.select({ title: meetings.title }).from(meetings).where(eq(meetings.id, s.meeting.id))).toEqual([{ title: 'Sync' }]);
    expect(await t.deps.db.select({ title: tasks.title }).from(tasks).where(eq(tasks.id, s.task.id))).toEqual([{ title: 'Call buyer' }]);
  });

  it("keeps a member's own rights: editing their own file works (control)", async () => {
    const s = await withMixedRoles();
    const mine = await makeFile(t, s.mixed.token, { name: 'Mine', workspace_id: String(s.ws) });
    const res = await call<One<FileDetail>>(t, s.mixed.token, 'PUT', `files/${mine.id}`, { name: 'Still mine' });
    expect(res.status).toBe(200);
    expect(res.body.data.can_edit).toBe(true);
  });
});
