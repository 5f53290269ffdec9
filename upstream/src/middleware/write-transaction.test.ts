import { OpenAPIHono } from '@hono/zod-openapi';
import { count, eq } from 'drizzle-orm';
import type { AppEnv } from '../app-env';
import { idempotencyKeys, notes, outboxEvents } from '../db/schema';
import { afterCommit } from '../db/request-transaction';
import { handleError } from '../lib/http';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { makeWorkspaceRetailer } from '../test/content-fixtures';
import { scene } from '../test/workspace-records-kit';
import { auth } from '../test/helpers';
import { writeTransaction } from './write-transaction';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function post(token: string, path: string, body: unknown, key?: string) {
  const headers: Record<string, string> = { ...auth(token), 'content-type': 'application/json' };
  if (key !== undefined) headers['idempotency-key'] = key;
  const res = await t.app.request(`/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    body: (await res.json()) as { data?: { id: number }; message?: string; errors?: Record<string, string[]> },
  };
}

const noteCount = async () => (await t.deps.db.select({ n: count() }).from(notes))[0].n;

describe('Idempotency-Key on a write', () => {
  it('answers a repeat with the stored answer and writes once', async () => {
    const s = await scene(t);
    const { workspaceRetailerId: wr } = await makeWorkspaceRetailer(t, { workspaceId: s.ws, companyId: s.acme });
    const path = `workspaces/${s.ws}/retailers/${wr}/notes`;
    const first = await post(s.member.token, path, { body: 'Call the buyer' }, 'key-1');
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    const again = await post(s.member.token, path, { body: 'Call the buyer' }, 'key-1');
    expect(again.status).toBe(201);
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await noteCount()).toBe(1);
    // A new key is a new write.
    expect((await post(s.member.token, path, { body: 'Call the buyer' }, 'key-2')).status).toBe(201);
    expect(await noteCount()).toBe(2);
  });

  it('refuses the same key with another body (422 on the header), and another caller has keys of its own', async () => {
    const s = await scene(t);
    const { workspaceRetailerId: wr } = await makeWorkspaceRetailer(t, { workspaceId: s.ws, companyId: s.acme });
    const path = `workspaces/${s.ws}/retailers/${wr}/notes`;
    await post(s.member.token, path, { body: 'One' }, 'shared');
    const other = await post(s.member.token, path, { body: 'Two' }, 'shared');
    expect(other.status).toBe(422);
    expect(other.body.errors?.['Idempotency-Key']).toEqual(['This Idempotency-Key was used for a different request.']);
    const byOwner = await post(s.owner.token, path, { body: 'One' }, 'shared');
    expect(byOwner.status).toBe(201);
    expect(byOwner.replayed).toBeNull();
    expect(await noteCount()).toBe(2);
  });

  it('stores nothing for an error answer, so a corrected repeat with the key goes through', async () => {
    const s = await scene(t);
    const { workspaceRetailerId: wr } = await makeWorkspaceRetailer(t, { workspaceId: s.ws, companyId: s.acme });
    const path = `workspaces/${s.ws}/retailers/${wr}/notes`;
    expect((await post(s.member.token, path, { body: '' }, 'k')).status).toBe(422);
    expect((await post(s.member.token, path, { body: 'Fixed' }, 'k')).status).toBe(201);
    expect(await t.deps.db.select({ n: count() }).from(idempotencyKeys)).toEqual([{ n: 1 }]);
  });

  it('refuses a malformed key with 422 before anything runs', async () => {
    const s = await scene(t);
    const res = await post(s.member.token, 'teams', { name: 'X' }, 'bad key with spaces');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['Idempotency-Key']);
  });

  it('expires a key after 24 hours', async () => {
    const s = await scene(t);
    const { workspaceRetailerId: wr } = await makeWorkspaceRetailer(t, { workspaceId: s.ws, companyId: s.acme });
    const path = `workspaces/${s.ws}/retailers/${wr}/notes`;
    await post(s.member.token, path, { body: 'A' }, 'old');
    await t.deps.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 25 * 3600_000) });
    const later = await post(s.member.token, path, { body: 'A' }, 'old');
    expect(later.replayed).toBeNull();
    expect(await noteCount()).toBe(2);
  });
});

describe('one transaction per write', () => {
  /** An app whose one route writes a row and then fails the way a route can (or succeeds). */
  function appWith(handler: 'throw' | 'answer-503' | 'answer-409' | 'ok' | 'caught-then-422' | 'caught-then-201') {
    const app = new OpenAPIHono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', t.deps);
      c.set('clientIp', '127.0.0.1');
      await next();
    });
    app.use('*', writeTransaction);
    const hooks: string[] = [];
    app.post('/api/thing', async (c) => {
      await t.deps.db.insert(outboxEvents).values({ kind: 'test', payload: { n: 1 } });
      afterCommit(() => hooks.push('committed'));
      if (handler === 'throw') throw new Error('a later statement failed');
      if (handler.startsWith('caught')) {
        const row = { actor: 'a', key: 'k', fingerprint: 'f', status: 200, headers: {}, body: '' };
        await t.deps.db.insert(idempotencyKeys).values(row);
        const failed = await t.deps.db
          .insert(idempotencyKeys)
          .values(row)
          .then(
            () => false,
            () => true,
          );
        if (failed && handler === 'caught-then-422') return c.json({ message: 'Taken.' }, 422);
        return c.json({ data: { ok: true } }, 201);
      }
      if (handler === 'answer-503') return c.json({ message: 'The service is unavailable.' }, 503);
      if (handler === 'answer-409') return c.json({ message: 'Conflict.' }, 409);
      return c.json({ data: { ok: true } }, 201);
    });
    app.onError(handleError);
    return { app, hooks };
  }
  const rows = async () => (await t.deps.db.select({ n: count() }).from(outboxEvents).where(eq(outboxEvents.kind, 'test')))[0].n;

  it('rolls back what the request wrote when it fails (thrown, or a 5xx answer)', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const thrown = appWith('throw');
    expect((await thrown.app.request('/api/thing', { method: 'POST' })).status).toBe(500);
    errorSpy.mockRestore();
    const unavailable = appWith('answer-503');
    expect((await unavailable.app.request('/api/thing', { method: 'POST' })).status).toBe(503);
    expect(await rows()).toBe(0);
    expect([...thrown.hooks, ...unavailable.hooks]).toEqual([]);
  });

  it('keeps what a deliberate refusal (4xx) wrote, like a wrong code that counts as a try', async () => {
    const refused = appWith('answer-409');
    expect((await refused.app.request('/api/thing', { method: 'POST' })).status).toBe(409);
    expect(await rows()).toBe(1);
    expect(refused.hooks).toEqual(['committed']);
  });

  it('answers a refusal after a caught failed statement (nothing kept), and never a success on an aborted transaction', async () => {
    const refused = appWith('caught-then-422');
    expect((await refused.app.request('/api/thing', { method: 'POST' })).status).toBe(422);
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lying = appWith('caught-then-201');
    expect((await lying.app.request('/api/thing', { method: 'POST' })).status).toBe(500);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    errorSpy.mockRestore();
    expect(await rows()).toBe(0);
    expect(await t.deps.db.select({ n: count() }).from(idempotencyKeys)).toEqual([{ n: 0 }]);
  });

  it('commits a success and runs its after-commit hooks once', async () => {
    const ok = appWith('ok');
    expect((await ok.app.request('/api/thing', { method: 'POST' })).status).toBe(201);
    expect(await rows()).toBe(1);
    expect(ok.hooks).toEqual(['committed']);
  });
});
