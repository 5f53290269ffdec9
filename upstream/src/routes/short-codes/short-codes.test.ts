import { eq } from 'drizzle-orm';
import type { ShortCode, ShortCodeTarget } from '@/lib/contract/short-codes';
import { fileWorkspaces, insights, meetings, shortCodes, tasks } from '../../db/schema';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { call, customToken, makeFile, scene } from '../../test/files-kit';
import type { ErrorBody } from '../../test/files-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Code = { data: ShortCode };
type Target = { data: ShortCodeTarget };
const DAY = 24 * 60 * 60 * 1000;

async function cast() {
  const s = await scene(t);
  const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
  return { ...s, file };
}
const share = (token: string | null, body: unknown) => call<Code>(t, token, 'POST', 'short-code', body);
const open = (token: string | null, code: string) => call<Target>(t, token, 'GET', `short-code/${code}`);

describe('POST short-code', () => {
  it('creates a 10-character code for 180 days, gives the same caller the same code back, and another user their own', async () => {
    const s = await cast();
    const now = new Date('2026-01-10T12:00:00Z');
    t.setNow(now);
    const first = await share(s.owner.token, { type: 'file', id: s.file.id });
    expect(first.status).toBe(201);
    const { code, path, expires_at } = first.body.data;
    expect(code).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(path).toBe(`/s/${code}`);
    expect(expires_at).toBe(new Date(now.getTime() + 180 * DAY).toISOString());
    const again = await share(s.owner.token, { type: 'file', id: String(s.file.id) });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    // A read-only team may share what it reads; its link is its own.
    const reader = await share(s.reader.token, { type: 'file', id: s.file.id });
    expect(reader.status).toBe(201);
    expect(reader.body.data.code).not.toBe(code);
  });

  it("makes a new code once the caller's previous one has expired", async () => {
    const s = await cast();
    const first = await share(s.owner.token, { type: 'file', id: s.file.id });
    await t.deps.db
      .update(shortCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shortCodes.code, first.body.data.code));
    const next = await share(s.owner.token, { type: 'file', id: s.file.id });
    expect(next.status).toBe(201);
    expect(next.body.data.code).not.toBe(first.body.data.code);
  });

  it('shares insights, meetings and tasks too', async () => {
    const s = await cast();
    const { db } = t.deps;
    const [insight] = await db.insert(insights).values({ workspaceId: s.ws, name: 'Shelf', type: 'Sales', externalUrl: 'https://example.com/i' }).returning();
    const [meeting] = await db.insert(meetings).values({ workspaceId: s.ws, title: 'Sync', startsAt: new Date(), endsAt: new Date() }).returning();
    const [task] = await db.insert(tasks).values({ workspaceId: s.ws, title: 'Call' }).returning();
    const urls: Record<string, string> = {
      insight: `/workspace/${s.ws}/insights?insightId=${insight.id}`,
      meeting: `/workspace/${s.ws}/meetings/${meeting.id}`,
      task: `/workspace/${s.ws}/tasks?taskId=${task.id}`,
    };
    for (const [type, id] of [
      ['insight', insight.id],
      ['meeting', meeting.id],
      ['task', task.id],
    ] as const) {
      const made = await share(s.member.token, { type, id });
      expect(made.status).toBe(201);
      const opened = await open(s.reader.token, made.body.data.code);
      expect(opened.body).toEqual({ data: { type, id, workspace_id: s.ws, url: urls[type] } });
    }
  });

  it('404 for a record the caller cannot read or that does not exist', async () => {
    const s = await cast();
    const outsider = await call(t, s.outsider.token, 'POST', 'short-code', { type: 'file', id: s.file.id });
    expect(outsider.status).toBe(404);
    expect((await call(t, s.owner.token, 'POST', 'short-code', { type: 'task', id: 999999 })).status).toBe(404);
    expect((await call(t, s.owner.token, 'POST', 'short-code', { type: 'meeting', id: s.file.id })).status).toBe(404);
  });

  it('422 with field errors', async () => {
    const s = await cast();
    const res = await call<ErrorBody>(t, s.owner.token, 'POST', 'short-code', { type: 'workspace', id: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.errors.type).toEqual(['The type must be file, insight, meeting, task or monitoring_version.']);
    expect(res.body.errors.id).toBeDefined();
    const empty = await call<ErrorBody>(t, s.owner.token, 'POST', 'short-code', {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['id', 'type']);
  });

  it('401 signed out; 403 for a token without the record area', async () => {
    const s = await cast();
    expect((await share(null, { type: 'file', id: s.file.id })).status).toBe(401);
    const insightsOnly = await customToken(t, s.owner.token, ['insights:write']);
    const res = await call<ErrorBody>(t, insightsOnly, 'POST', 'short-code', { type: 'file', id: s.file.id });
    expect(res.status).toBe(403);
    expect((await share(await customToken(t, s.owner.token, ['files:read']), { type: 'file', id: s.file.id })).status).toBe(201);
  });
});

describe('GET short-code/{code}', () => {
  it('leads a caller who can read the record to it; 401 signed out', async () => {
    const s = await cast();
    const { code } = (await share(s.owner.token, { type: 'file', id: s.file.id })).body.data;
    const res = await open(s.member.token, code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { type: 'file', id: s.file.id, workspace_id: s.ws, url: `/workspace/${s.ws}/files?fileId=${s.file.id}` } });
    expect((await open(null, code)).status).toBe(401);
    expect((await open('bogus-token', code)).status).toBe(401);
  });

  it('opens a file shared into a workspace in the workspace the caller sees', async () => {
    const s = await cast();
    const theirs = await makeFile(t, s.outsider.token, { name: 'Theirs', workspace_id: String(s.otherWs) });
    const { code } = (await share(s.outsider.token, { type: 'file', id: theirs.id })).body.data;
    expect((await open(s.owner.token, code)).status).toBe(403);
    await t.deps.db.insert(fileWorkspaces).values({ fileId: theirs.id, workspaceId: s.ws });
    expect((await open(s.owner.token, code)).body.data).toMatchObject({ workspace_id: s.ws, url: `/workspace/${s.ws}/files?fileId=${theirs.id}` });
    expect((await open(s.outsider.token, code)).body.data.workspace_id).toBe(s.otherWs);
  });

  it('403 for a signed-in user without access to the record', async () => {
    const s = await cast();
    const { code } = (await share(s.owner.token, { type: 'file', id: s.file.id })).body.data;
    const res = await call<ErrorBody>(t, s.outsider.token, 'GET', `short-code/${code}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have access to this record.');
    const meetingsOnly = await customToken(t, s.member.token, ['meetings:read']);
    expect((await open(meetingsOnly, code)).status).toBe(403);
  });

  it.each(['AAAAAAAAAA', 'short', 'way-too-long-for-a-code', 'abc%2F..%2F'])('404 "This link does not exist." for %p', async (code) => {
    const s = await cast();
    const res = await call<ErrorBody>(t, s.owner.token, 'GET', `short-code/${code}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This link does not exist.');
  });

  it('410 once expired', async () => {
    const s = await cast();
    const { code } = (await share(s.owner.token, { type: 'file', id: s.file.id })).body.data;
    await t.deps.db
      .update(shortCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(shortCodes.code, code));
    const res = await call<ErrorBody>(t, s.owner.token, 'GET', `short-code/${code}`);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe('This link has expired.');
  });

  it('404 once the record is deleted', async () => {
    const s = await cast();
    const { code } = (await share(s.member.token, { type: 'file', id: s.file.id })).body.data;
    expect((await call(t, s.owner.token, 'DELETE', `files/${s.file.id}`)).status).toBe(200);
    const res = await call<ErrorBody>(t, s.member.token, 'GET', `short-code/${code}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('What this link pointed to has been deleted.');
  });
});
