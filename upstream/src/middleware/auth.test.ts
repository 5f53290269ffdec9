import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { auth, json, signUpUser } from '../test/helpers';
import { requireAuth } from './auth';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ SUPERADMIN_EMAILS: 'admin@example.com,second@example.com' });
}, 30_000); // the first app of a file runs every migration
afterEach(async () => {
  await t.close();
});

/** A probe route that reports whom requireAuth accepted as the impersonator. */
async function impersonatorSeen(token: string, impersonatorToken: string): Promise<number | null> {
  const probe = new Hono<AppEnv>();
  probe.use('*', async (c, next) => {
    c.set('deps', t.deps);
    await next();
  });
  probe.get('/probe', requireAuth('user'), (c) => c.json({ id: c.var.auth.impersonator?.id ?? null }));
  const res = await probe.request('/probe', { headers: { ...auth(token), 'x-impersonator-token': impersonatorToken } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number | null }).id;
}

async function impersonate(adminToken: string, userId: number): Promise<string> {
  const res = await t.app.request('/api/superadmin/impersonate', json({ user_id: userId }, auth(adminToken)));
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describe('requireAuth: X-Impersonator-Token', () => {
  it('names the super-administrator who issued the impersonation token', async () => {
    const admin = await signUpUser(t, 'admin@example.com');
    const user = await signUpUser(t, 'user@example.com');
    expect(await impersonatorSeen(await impersonate(admin.token, user.id), admin.token)).toBe(admin.id);
  });

  it('ignores another super-administrator as the impersonator', async () => {
    const admin = await signUpUser(t, 'admin@example.com');
    const second = await signUpUser(t, 'second@example.com');
    const user = await signUpUser(t, 'user@example.com');
    expect(await impersonatorSeen(await impersonate(admin.token, user.id), second.token)).toBeNull();
  });

  it('ignores the header on a token that is not an impersonation token', async () => {
    const admin = await signUpUser(t, 'admin@example.com');
    const user = await signUpUser(t, 'user@example.com');
    expect(await impersonatorSeen(user.token, admin.token)).toBeNull();
  });
});
