import { apiTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { auth, json, signUpUser } from '../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  t.setNow(null);
  await t.close();
});

type TokenInfo = { id: number; name: string; kind: string; abilities: string[]; expires_at: string | null; current: boolean };
type NewToken = { data: { token: string; token_info: TokenInfo } };

const post = (path: string, token: string, body?: unknown) =>
  t.app.request(`/api/user/${path}`, body === undefined ? { method: 'POST', headers: auth(token) } : json(body, auth(token)));
const get = (path: string, token: string) => t.app.request(`/api/user/${path}`, { headers: auth(token) });
const del = (query: string, token: string) => t.app.request(`/api/user/tokens${query}`, { method: 'DELETE', headers: auth(token) });
async function newToken(res: Response): Promise<NewToken['data']> {
  expect(res.status).toBe(201);
  return ((await res.json()) as NewToken).data;
}
/** What `GET user` answers with this token: 200 while it is live, 401 once revoked or expired. */
const statusWith = async (token: string) => (await t.app.request('/api/user', { headers: auth(token) })).status;

describe('token info and list', () => {
  it('needs a token', async () => {
    for (const path of ['token-info', 'tokens']) expect((await t.app.request(`/api/user/${path}`)).status).toBe(401);
    for (const path of ['regenerate-api-token', 'generate-full-access-token', 'generate-custom-token']) {
      expect((await t.app.request(`/api/user/${path}`, { method: 'POST' })).status).toBe(401);
    }
    expect((await t.app.request('/api/user/tokens', { method: 'DELETE' })).status).toBe(401);
  });

  it('describes the current token without its secret', async () => {
    const { token } = await signUpUser(t, 'info@example.com');
    const res = await get('token-info', token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: TokenInfo };
    expect(body.data).toMatchObject({ kind: 'session', abilities: ['*'], current: true });
    expect(JSON.stringify(body)).not.toContain(token);
  });

  it('lists live tokens newest first with the current one flagged, leaving out revoked, expired and impersonation tokens', async () => {
    const now = Date.now();
    t.setNow(new Date(now));
    const { token, id } = await signUpUser(t, 'list@example.com');
    t.setNow(new Date(now + 1000));
    const full = await newToken(await post('generate-full-access-token', token, { name: 'CI' }));
    t.setNow(new Date(now + 2000));
    const short = await newToken(
      await post('generate-custom-token', token, { name: 'Short', abilities: ['user:read'], expires_at: new Date(now + 60_000).toISOString() }),
    );
    t.setNow(new Date(now + 3000));
    const gone = await newToken(await post('generate-custom-token', token, { name: 'Gone', abilities: ['user:read'] }));
    expect((await del(`?id=${gone.token_info.id}`, token)).status).toBe(200);
    await t.deps.db.insert(apiTokens).values({ userId: id, kind: 'impersonation', name: 'impersonation by admin', tokenHash: 'x'.repeat(64) });

    const listed = (await (await get('tokens', token)).json()) as { data: TokenInfo[] };
    expect(listed.data.map((x) => x.name)).toEqual(['Short', 'CI', 'session']);
    expect(listed.data.map((x) => x.current)).toEqual([false, false, true]);
    expect(listed.data[1].id).toBe(full.token_info.id);

    t.setNow(new Date(now + 120_000));
    const later = (await (await get('tokens', token)).json()) as { data: TokenInfo[] };
    expect(later.data.map((x) => x.id)).not.toContain(short.token_info.id);
  });
});

describe('creating tokens', () => {
  it('issues a full-access token that works, named by default', async () => {
    const { token } = await signUpUser(t, 'full@example.com');
    const created = await newToken(await post('generate-full-access-token', token));
    expect(created.token_info).toMatchObject({ name: 'Full access token', kind: 'full_access', abilities: ['*'], expires_at: null, current: false });
    expect(await statusWith(created.token)).toBe(200);
    const named = await newToken(await post('generate-full-access-token', token, { name: 'Zapier' }));
    expect(named.token_info.name).toBe('Zapier');
  });

  it('rejects a blank full-access token name', async () => {
    const { token } = await signUpUser(t, 'blank@example.com');
    const res = await post('generate-full-access-token', token, { name: '  ' });
    expect(res.status).toBe(422);
  });

  it('issues a custom token with chosen abilities and an expiry it honours', async () => {
    const { token } = await signUpUser(t, 'custom@example.com');
    const expires = new Date(Date.now() + 3_600_000);
    const created = await newToken(
      await post('generate-custom-token', token, { name: 'Reader', abilities: ['user:read', 'user:read', 'teams:write'], expires_at: expires.toISOString() }),
    );
    expect(created.token_info).toMatchObject({ kind: 'custom', abilities: ['user:read', 'teams:write'], expires_at: expires.toISOString() });
    expect(await statusWith(created.token)).toBe(200);
    t.setNow(new Date(expires.getTime() + 1));
    expect(await statusWith(created.token)).toBe(401);
  });

  it.each([
    ['no name', { abilities: ['user:read'] }, 'name'],
    ['no abilities', { name: 'x', abilities: [] }, 'abilities'],
    ['an unknown ability', { name: 'x', abilities: ['superadmin:write'] }, 'abilities.0'],
    ['the wildcard', { name: 'x', abilities: ['*'] }, 'abilities.0'],
    ['a malformed expiry', { name: 'x', abilities: ['user:read'], expires_at: 'tomorrow' }, 'expires_at'],
    ['an expiry in the past', { name: 'x', abilities: ['user:read'], expires_at: '2001-01-01T00:00:00Z' }, 'expires_at'],
  ])('rejects a custom token with %s', async (_what, body, field) => {
    const { token } = await signUpUser(t, 'bad@example.com');
    const res = await post('generate-custom-token', token, body);
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as { errors: Record<string, string[]> }).errors)).toContain(field);
  });

  it('regenerates "the" API token: the previous one stops working, other full-access tokens stay', async () => {
    const { token } = await signUpUser(t, 'regen@example.com');
    const other = await newToken(await post('generate-full-access-token', token, { name: 'Keep me' }));
    const first = await newToken(await post('regenerate-api-token', token));
    expect(first.token_info).toMatchObject({ name: 'API token', kind: 'full_access' });
    const second = await newToken(await post('regenerate-api-token', token));
    expect(await statusWith(first.token)).toBe(401);
    expect(await statusWith(second.token)).toBe(200);
    expect(await statusWith(other.token)).toBe(200);
    expect(await statusWith(token)).toBe(200);
  });

  it('refuses token management to custom tokens, even with user:write', async () => {
    const { token } = await signUpUser(t, 'escalate@example.com');
    const custom = await newToken(await post('generate-custom-token', token, { name: 'Writer', abilities: ['user:write'] }));
    for (const path of ['regenerate-api-token', 'generate-full-access-token']) expect((await post(path, custom.token)).status).toBe(403);
    expect((await post('generate-custom-token', custom.token, { name: 'y', abilities: ['user:read'] })).status).toBe(403);
    expect((await del('', custom.token)).status).toBe(403);
    // Reading its own info is fine.
    expect((await get('token-info', custom.token)).status).toBe(200);
  });

  it('lets a full-access token create tokens, but not an impersonation token', async () => {
    const admin = await signUpUser(t, 'admin@example.com');
    const { token, id } = await signUpUser(t, 'target@example.com');
    const full = await newToken(await post('generate-full-access-token', token));
    expect((await post('generate-full-access-token', full.token)).status).toBe(201);
    const imp = await t.app.request('/api/superadmin/impersonate', json({ user_id: id }, auth(admin.token)));
    const impToken = ((await imp.json()) as { data: { token: string } }).data.token;
    expect((await post('generate-full-access-token', impToken)).status).toBe(403);
  });
});

describe('DELETE user/tokens', () => {
  it("revokes one of the caller's tokens by id, and 404s for another user's", async () => {
    const a = await signUpUser(t, 'a@example.com');
    const b = await signUpUser(t, 'b@example.com');
    const aFull = await newToken(await post('generate-full-access-token', a.token));
    expect((await del(`?id=${aFull.token_info.id}`, b.token)).status).toBe(404);
    expect(await statusWith(aFull.token)).toBe(200);
    const res = await del(`?id=${aFull.token_info.id}`, a.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Token revoked.' });
    expect(await statusWith(aFull.token)).toBe(401);
    expect((await del(`?id=${aFull.token_info.id}`, a.token)).status).toBe(404);
  });

  it('rejects a malformed id', async () => {
    const { token } = await signUpUser(t, 'id@example.com');
    expect((await del('?id=abc', token)).status).toBe(422);
  });

  it('without an id revokes every token but the current one', async () => {
    const { token } = await signUpUser(t, 'all@example.com');
    const one = await newToken(await post('generate-full-access-token', token));
    const two = await newToken(await post('generate-custom-token', token, { name: 'r', abilities: ['user:read'] }));
    const res = await del('', token);
    expect(await res.json()).toEqual({ message: '2 tokens revoked.' });
    expect(await statusWith(one.token)).toBe(401);
    expect(await statusWith(two.token)).toBe(401);
    expect(await statusWith(token)).toBe(200);
  });
});
