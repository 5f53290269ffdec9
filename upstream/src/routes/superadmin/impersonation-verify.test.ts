import { createTestApp, type TestApp } from '../../test/create-test-app';
import { auth, json, signUpUser } from '../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ SUPERADMIN_EMAILS: 'admin@example.com,second@example.com' });
}, 30_000); // the first app of a file runs every migration
afterEach(async () => {
  await t.close();
});

const verify = (bearer: string, token: string) => t.app.request('/api/superadmin/impersonation/verify', json({ token }, auth(bearer)));

async function impersonate(adminToken: string, userId: number): Promise<string> {
  const res = await t.app.request('/api/superadmin/impersonate', json({ user_id: userId }, auth(adminToken)));
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function fullAccessToken(bearer: string): Promise<string> {
  const res = await t.app.request('/api/user/generate-full-access-token', json({ name: 'script' }, auth(bearer)));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describe('POST superadmin/impersonation/verify', () => {
  it("answers the impersonated user for the caller's own live impersonation token", async () => {
    const admin = await signUpUser(t, 'admin@example.com');
    const user = await signUpUser(t, 'user@example.com');
    const token = await impersonate(admin.token, user.id);
    const res = await verify(admin.token, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { user_id: user.id } });
  });

  it('is refused to anyone who is not a super-administrator (403)', async () => {
    const admin = await signUpUser(t, 'admin@example.com');
    const user = await signUpUser(t, 'user@example.com');
    const token = await impersonate(admin.token, user.id);
    expect((await verify(user.token, token)).status).toBe(403);
    // Not even with the impersonation token itself.
    expect((await verify(token, token)).status).toBe(403);
  });

  it("does not confirm another administrator's impersonation token (404)", async () => {
    const admin = await signUpUser(t, 'admin@example.com');
    const second = await signUpUser(t, 'second@example.com');
    const user = await signUpUser(t, 'user@example.com');
    const token = await impersonate(admin.token, user.id);
    expect((await verify(second.token, token)).status).toBe(404);
  });

  it("does not confirm a user's full-access token or session token (404)", async () => {
    const admin = await signUpUser(t, 'admin@example.com');
    const user = await signUpUser(t, 'user@example.com');
    expect((await verify(admin.token, await fullAccessToken(user.token))).status).toBe(404);
    expect((await verify(admin.token, user.token)).status).toBe(404);
  });

  it('does not confirm an expired or ended impersonation (404), nor an empty token (422)', async () => {
    const admin = await signUpUser(t, 'admin@example.com');
    const user = await signUpUser(t, 'user@example.com');
    const expired = await impersonate(admin.token, user.id);
    t.setNow(new Date(Date.now() + 3 * 3_600_000));
    const afterExpiry = await verify(admin.token, expired);
    t.setNow(null);
    expect(afterExpiry.status).toBe(404);

    const ended = await impersonate(admin.token, user.id);
    expect((await t.app.request('/api/auth/logout', { method: 'POST', headers: auth(ended) })).status).toBeLessThan(300);
    expect((await verify(admin.token, ended)).status).toBe(404);
    expect((await verify(admin.token, '')).status).toBe(422);
  });
});
