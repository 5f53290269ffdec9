import { notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { auth, signUpUser } from '../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Item = { id: string; type: string; data: { kind: string; title: string; n?: number }; read_at: string | null; created_at: string };
type Page = { data: Item[]; meta: { current_page: number; last_page: number; per_page: number; total: number } };

const list = async (token: string, query = '') => {
  const res = await t.app.request(`/api/notifications${query}`, { headers: auth(token) });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

/** `n` notifications a second apart, the last newest, half of them (odd n) already read. */
async function seed(userId: number, n: number): Promise<void> {
  const base = Date.now() - n * 1000;
  await t.deps.db.insert(notifications).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      type: 'RecordCreated',
      data: { kind: 'team_invite', title: `N${i}`, message: 'm', n: i },
      createdAt: new Date(base + i * 1000),
      readAt: i % 2 ? new Date(base + i * 1000 + 500) : null,
    })),
  );
}

describe('GET notifications', () => {
  it('needs a token', async () => {
    expect((await t.app.request('/api/notifications')).status).toBe(401);
    expect((await t.app.request('/api/notifications/00000000-0000-0000-0000-000000000000')).status).toBe(401);
  });

  it('pages newest first with the total', async () => {
    const me = await signUpUser(t, 'me@example.com');
    await seed(me.id, 25);
    const first = await list(me.token);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 25 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0].data.n).toBe(24);
    expect(first.data[19].data.n).toBe(5);
    const second = await list(me.token, '?page=2');
    expect(second.data.map((x) => x.data.n)).toEqual([4, 3, 2, 1, 0]);
    const small = await list(me.token, '?per_page=3&page=2');
    expect(small.meta).toEqual({ current_page: 2, last_page: 9, per_page: 3, total: 25 });
    expect(small.data.map((x) => x.data.n)).toEqual([21, 20, 19]);
    expect(Object.keys(first.data[0]).sort()).toEqual(['created_at', 'data', 'id', 'read_at', 'type']);
  });

  it('filters unread with read=false or filter[read]=false, and read with read=true', async () => {
    const me = await signUpUser(t, 'me@example.com');
    await seed(me.id, 6);
    for (const q of ['?read=false', '?filter[read]=false', `?${encodeURIComponent('filter[read]')}=false`]) {
      const unread = await list(me.token, q);
      expect(unread.meta.total).toBe(3);
      expect(unread.data.every((x) => x.read_at === null)).toBe(true);
    }
    const read = await list(me.token, '?read=true');
    expect(read.data.map((x) => x.data.n)).toEqual([5, 3, 1]);
    expect((await list(me.token)).meta.total).toBe(6);
  });

  it("never shows another user's notifications", async () => {
    const me = await signUpUser(t, 'me@example.com');
    const other = await signUpUser(t, 'other@example.com');
    await seed(other.id, 4);
    expect((await list(me.token)).meta.total).toBe(0);
  });

  it('filters by kind (the types filed under it; `account` also takes unnamed types) and puts unread first on request', async () => {
    const me = await signUpUser(t, 'me@example.com');
    const base = Date.now() - 60_000;
    const rows: [string, boolean][] = [
      ['TaskAssigned', true],
      ['Mentioned', false],
      ['TaskAssigned', false],
      ['SomethingNew', false],
      ['GoogleCalendarDisconnected', true],
      ['TaskAssigned', true],
    ];
    await t.deps.db.insert(notifications).values(
      rows.map(([type, read], i) => ({
        userId: me.id,
        type,
        data: { kind: 'k', title: `N${i}`, message: 'm', n: i },
        createdAt: new Date(base + i * 1000),
        readAt: read ? new Date(base + i * 1000 + 500) : null,
      })),
    );
    expect((await list(me.token, '?kind=assigned')).data.map((x) => x.data.n)).toEqual([5, 2, 0]);
    expect((await list(me.token, '?kind=account')).data.map((x) => x.data.n)).toEqual([4, 3]);
    expect((await list(me.token, '?kind=assigned&unread_first=1')).data.map((x) => x.data.n)).toEqual([2, 5, 0]);
    const all = await list(me.token, '?unread_first=1&per_page=4');
    expect(all.data.map((x) => x.data.n)).toEqual([3, 2, 1, 5]);
    expect(all.meta.total).toBe(6);
    expect((await list(me.token, '?kind=assigned&read=false')).meta.total).toBe(1);
  });

  it.each(['?read=maybe', '?page=0', '?per_page=101', '?per_page=abc', '?kind=gossip', '?unread_first=yes'])('answers 422 to %s', async (q) => {
    const me = await signUpUser(t, 'me@example.com');
    const res = await t.app.request(`/api/notifications${q}`, { headers: auth(me.token) });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: object }).errors).toBeDefined();
  });
});

describe('GET notifications/{id}', () => {
  it('returns it, marks it read and tells the other tabs once', async () => {
    const me = await signUpUser(t, 'me@example.com');
    await seed(me.id, 2);
    const unread = (await list(me.token, '?read=false')).data[0];
    t.publisher.clear();
    const res = await t.app.request(`/api/notifications/${unread.id}`, { headers: auth(me.token) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Item };
    expect(body.data).toMatchObject({ id: unread.id, type: 'RecordCreated', data: unread.data });
    expect(body.data.read_at).toEqual(expect.any(String));
    expect((await list(me.token, '?read=false')).meta.total).toBe(0);
    expect(t.publisher.events).toEqual([{ channels: [`private-App.Models.User.${me.id}`], event: 'RecordViewed', data: { id: unread.id } }]);

    // Opening it again changes nothing, so nothing is published.
    const again = await t.app.request(`/api/notifications/${unread.id}`, { headers: auth(me.token) });
    expect(((await again.json()) as { data: Item }).data.read_at).toBe(body.data.read_at);
    expect(t.publisher.events).toHaveLength(1);
  });

  it("answers 404 for another user's notification (leaving it unread), an unknown id and a malformed id", async () => {
    const me = await signUpUser(t, 'me@example.com');
    const other = await signUpUser(t, 'other@example.com');
    await seed(other.id, 1);
    const theirs = (await list(other.token)).data[0];
    t.publisher.clear();
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'%20or%20'1'='1"]) {
      const res = await t.app.request(`/api/notifications/${id}`, { headers: auth(me.token) });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Notification not found.' });
    }
    expect((await list(other.token, '?read=false')).meta.total).toBe(1);
    expect(t.publisher.events).toEqual([]);
  });
});

describe('POST notifications/read-all', () => {
  it("marks every unread notification of the caller read, tells the other tabs once, and leaves others' alone", async () => {
    const me = await signUpUser(t, 'me@example.com');
    const other = await signUpUser(t, 'other@example.com');
    await seed(me.id, 5);
    await seed(other.id, 3);
    t.publisher.clear();
    const readAll = () => t.app.request('/api/notifications/read-all', { method: 'POST', headers: auth(me.token) });
    const res = await readAll();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { marked: 3 } });
    expect((await list(me.token, '?read=false')).meta.total).toBe(0);
    expect((await list(other.token, '?read=false')).meta.total).toBe(2);
    expect(t.publisher.events).toEqual([{ channels: [`private-App.Models.User.${me.id}`], event: 'RecordViewed', data: { all: true } }]);
    // Again: nothing left to mark, nothing published.
    expect(await (await readAll()).json()).toEqual({ data: { marked: 0 } });
    expect(t.publisher.events).toHaveLength(1);
    expect((await t.app.request('/api/notifications/read-all', { method: 'POST' })).status).toBe(401);
  });
});
