import { ABILITIES, ABILITY_AREAS } from '@/lib/contract/account';
import { hasAbility } from '@/lib/permissions/abilities';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { auth, json, signUpUser } from '../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function customToken(sessionToken: string, abilities: string[]): Promise<string> {
  const res = await t.app.request('/api/user/generate-custom-token', json({ name: 'test', abilities }, auth(sessionToken)));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const form = (fields: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
};

describe('hasAbility', () => {
  it.each([
    [['*'], 'user', 'POST', true],
    [['*'], 'superadmin', 'GET', true],
    [['user:read'], 'user', 'GET', true],
    [['user:read'], 'user', 'HEAD', true],
    [['user:read'], 'user', 'POST', false],
    [['user:read'], 'user', 'DELETE', false],
    [['user:write'], 'user', 'GET', true],
    [['user:write'], 'user', 'PUT', true],
    [['teams:write'], 'user', 'GET', false],
    [['notifications:read'], 'notifications', 'GET', true],
    // Areas outside ABILITY_AREAS are only for `*`, whatever a token lists.
    [['superadmin:read', 'superadmin:write'], 'superadmin', 'GET', false],
    [[...ABILITIES], 'superadmin', 'POST', false],
    [[], 'user', 'GET', false],
  ])('%j on %s %s → %s', (abilities, area, method, expected) => {
    expect(hasAbility(abilities, area, method)).toBe(expected);
  });

  it('knows every area of the contract', () => {
    for (const area of ABILITY_AREAS) {
      expect(hasAbility([`${area}:read`], area, 'GET')).toBe(true);
      expect(hasAbility([`${area}:read`], area, 'PATCH')).toBe(false);
    }
  });
});

describe('custom token abilities on real routes', () => {
  it('a read-only token can GET user but not POST user, and cannot create tokens', async () => {
    const { token } = await signUpUser(t, 'ro@example.com', 'Read', 'Only');
    const ro = await customToken(token, ['user:read']);
    expect((await t.app.request('/api/user', { headers: auth(ro) })).status).toBe(200);
    const write = await t.app.request('/api/user', { method: 'POST', headers: auth(ro), body: form({ first_name: 'Changed' }) });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ message: 'This token does not have the required ability.' });
    const me = (await (await t.app.request('/api/user', { headers: auth(token) })).json()) as { data: { first_name: string } };
    expect(me.data.first_name).toBe('Read');
    expect((await t.app.request('/api/user/generate-custom-token', json({ name: 'x', abilities: ['user:read'] }, auth(ro)))).status).toBe(403);
    expect((await t.app.request('/api/user/phone', json({ phone: '+442079460000' }, auth(ro)))).status).toBe(403);
  });

  it('write implies read', async () => {
    const { token } = await signUpUser(t, 'rw@example.com');
    const rw = await customToken(token, ['user:write']);
    expect((await t.app.request('/api/user', { headers: auth(rw) })).status).toBe(200);
    expect((await t.app.request('/api/user', { method: 'POST', headers: auth(rw), body: form({ first_name: 'New' }) })).status).toBe(200);
  });

  it('keeps areas apart: a notifications token cannot read the user, uploads or Google', async () => {
    const { token } = await signUpUser(t, 'areas@example.com');
    const n = await customToken(token, ['notifications:read']);
    expect((await t.app.request('/api/notifications', { headers: auth(n) })).status).toBe(200);
    expect((await t.app.request('/api/user', { headers: auth(n) })).status).toBe(403);
    expect((await t.app.request('/api/user/overview', { headers: auth(n) })).status).toBe(403);
    expect((await t.app.request('/api/google/token', { headers: auth(n) })).status).toBe(403);
    expect((await t.app.request('/api/uploads', { method: 'POST', headers: auth(n), body: form({}) })).status).toBe(403);
  });

  it("never lets a custom token reach super-administrator routes, even a super-administrator's", async () => {
    const admin = await signUpUser(t, 'admin@example.com');
    expect((await t.app.request('/api/superadmin/users', { headers: auth(admin.token) })).status).toBe(200);
    const everything = await customToken(admin.token, [...ABILITIES]);
    expect((await t.app.request('/api/superadmin/users', { headers: auth(everything) })).status).toBe(403);
    const other = await signUpUser(t, 'victim@example.com');
    expect((await t.app.request('/api/superadmin/impersonate', json({ user_id: other.id }, auth(everything)))).status).toBe(403);
  });

  it('a full-access token reaches everything its user may', async () => {
    const admin = await signUpUser(t, 'admin@example.com');
    const res = await t.app.request('/api/user/generate-full-access-token', { method: 'POST', headers: auth(admin.token) });
    const full = ((await res.json()) as { data: { token: string } }).data.token;
    expect((await t.app.request('/api/superadmin/users', { headers: auth(full) })).status).toBe(200);
    expect((await t.app.request('/api/user', { method: 'POST', headers: auth(full), body: form({ first_name: 'X' }) })).status).toBe(200);
  });
});
