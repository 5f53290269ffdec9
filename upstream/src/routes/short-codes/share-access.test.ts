import { eq } from 'drizzle-orm';
import type { ShortCode, ShortCodeAccessRequest, ShortCodePreview } from '@/lib/contract/short-codes';
import { notifications, shortCodes } from '../../db/schema';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { call, makeFile, scene } from '../../test/files-kit';
import type { ErrorBody } from '../../test/files-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Preview = { data: ShortCodePreview };
type Asked = { data: ShortCodeAccessRequest };

/** Mel (a member of the workspace) shares Olive's file "Deck"; Otto is in another team. */
async function cast() {
  const s = await scene(t);
  const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
  const { code } = (await call<{ data: ShortCode }>(t, s.member.token, 'POST', 'short-code', { type: 'file', id: file.id })).body.data;
  return { ...s, file, code };
}
const preview = (token: string | null, code: string) => call<Preview>(t, token, 'GET', `short-code/${code}/preview`);
const ask = (token: string | null, code: string) => call<Asked>(t, token, 'POST', `short-code/${code}/access-requests`);
const inbox = (userId: number) => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('GET short-code/{code}/preview', () => {
  it('tells anyone holding the link who shared what, and nothing more', async () => {
    const s = await cast();
    for (const token of [null, s.outsider.token, s.reader.token]) {
      const res = await preview(token, s.code);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { type: 'file', title: 'Deck', shared_by: 'Mel Member' } });
    }
  });

  it.each(['AAAAAAAAAA', 'short', 'abc%2F..%2F'])('404 with no detail for the unknown code %p', async (code) => {
    const res = await call<ErrorBody>(t, null, 'GET', `short-code/${code}/preview`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'This link does not exist.' });
  });

  it('410 once expired, 404 once the record is deleted: no title either way', async () => {
    const s = await cast();
    await t.deps.db
      .update(shortCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(shortCodes.code, s.code));
    expect(await preview(null, s.code)).toMatchObject({ status: 410, body: { message: 'This link has expired.' } });
    await t.deps.db.update(shortCodes).set({ expiresAt: null }).where(eq(shortCodes.code, s.code));
    expect((await call(t, s.owner.token, 'DELETE', `files/${s.file.id}`)).status).toBe(200);
    expect(await preview(null, s.code)).toMatchObject({ status: 404, body: { message: 'What this link pointed to has been deleted.' } });
  });
});

describe('POST short-code/{code}/access-requests', () => {
  it('notifies the owner team admins and the sharer, and says what happens next', async () => {
    const s = await cast();
    const res = await ask(s.outsider.token, s.code);
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('requested');
    expect(res.body.data.message).toMatch(/^We asked the administrators of its workspace and the person who shared it\./);
    const [toOwner] = await inbox(s.owner.id);
    expect(toOwner).toMatchObject({
      type: 'AccessRequested',
      data: expect.objectContaining({
        kind: 'access_request',
        title: 'Access requested',
        message: 'Otto Outsider (outsider@example.com) asked for access to the file “Deck”.',
        url: `/teams/${s.teamA}`,
        record: `file:${s.file.id}`,
      }),
    });
    const [toSharer] = await inbox(s.member.id);
    expect(toSharer.data).toMatchObject({ url: `/s/${s.code}` });
    expect(await inbox(s.outsider.id)).toEqual([]);
    expect(await inbox(s.reader.id)).toEqual([]);
  });

  it('asks once a day per record (429 saying when), then again', async () => {
    const s = await cast();
    const start = new Date('2026-03-01T09:00:00Z');
    t.setNow(start);
    expect((await ask(s.outsider.token, s.code)).status).toBe(201);
    const again = await call<ErrorBody>(t, s.outsider.token, 'POST', `short-code/${s.code}/access-requests`);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('You already asked for access to this file. They have been told; you can ask again in 24 hours.');
    expect(await inbox(s.owner.id)).toHaveLength(1);
    t.setNow(new Date(start.getTime() + 24 * 3600 * 1000 + 1000));
    expect((await ask(s.outsider.token, s.code)).status).toBe(201);
    expect(await inbox(s.owner.id)).toHaveLength(2);
  });

  it('tells a caller who can already open the record, and disturbs nobody', async () => {
    const s = await cast();
    const res = await ask(s.reader.token, s.code);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'has_access', message: 'You already have access to this file. Open the link again to see it.' });
    expect(await inbox(s.owner.id)).toEqual([]);
  });

  it('401 signed out, 404 for an unknown code, 410 for an expired one', async () => {
    const s = await cast();
    expect((await ask(null, s.code)).status).toBe(401);
    expect((await ask(s.outsider.token, 'AAAAAAAAAA')).status).toBe(404);
    await t.deps.db
      .update(shortCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(shortCodes.code, s.code));
    expect((await ask(s.outsider.token, s.code)).status).toBe(410);
    expect(await inbox(s.owner.id)).toEqual([]);
  });
});
