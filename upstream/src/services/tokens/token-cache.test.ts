import { eq, sql } from 'drizzle-orm';
import { apiTokens } from '../../db/schema';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { auth, signUpUser } from '../../test/helpers';
import { issueToken } from './issue-token';

/**
 * The token memory (token-cache.ts) with the production setting: a read may reuse a token for 5 s,
 * and a revocation must still take effect — at once in this process, within the 5 s from another.
 */
describe('remembered tokens: revocation still takes effect within seconds', () => {
  let t: TestApp;
  let start: number;
  beforeEach(async () => {
    t = await createTestApp({ TOKEN_CACHE_MS: '5000' });
    start = Date.now();
    t.setNow(new Date(start));
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (token: string) => t.app.request('/api/user', { headers: auth(token) });
  const later = (ms: number) => t.setNow(new Date(start + ms));

  it('a read after a revocation through the API is refused at once', async () => {
    const { id } = await signUpUser(t, 'ada@example.com');
    const other = await issueToken(t.deps.db, { userId: id, kind: 'session', name: 'phone' });
    const { token } = await signUpUserToken(t, id);
    expect((await get(other.token)).status).toBe(200); // remembered now
    const res = await t.app.request(`/api/user/tokens?id=${other.id}`, { method: 'DELETE', headers: auth(token) });
    expect(res.status).toBe(200);
    expect((await get(other.token)).status).toBe(401);
  });

  it('logging out ends the token for reads at once', async () => {
    const { token } = await signUpUser(t, 'bo@example.com');
    expect((await get(token)).status).toBe(200);
    expect((await t.app.request('/api/auth/logout', { method: 'POST', headers: auth(token) })).status).toBe(200);
    expect((await get(token)).status).toBe(401);
  });

  it('a revocation made elsewhere stops writes at once and reads within 5 s', async () => {
    const { token } = await signUpUser(t, 'cy@example.com');
    expect((await get(token)).status).toBe(200);
    // Another instance revokes it: only the database knows.
    await t.deps.db
      .update(apiTokens)
      .set({ revokedAt: new Date(start) })
      .where(sql`true`);
    expect((await get(token)).status).toBe(200);
    const write = await t.app.request('/api/user', { method: 'POST', headers: auth(token), body: form({ first_name: 'Cy', last_name: 'Young' }) });
    expect(write.status).toBe(401);
    later(5_001);
    expect((await get(token)).status).toBe(401);
  });

  it('a token is not served past its expiry, remembered or not', async () => {
    const { token, id } = await signUpUser(t, 'di@example.com');
    await t.deps.db
      .update(apiTokens)
      .set({ expiresAt: new Date(start + 1_000) })
      .where(eq(apiTokens.userId, id));
    expect((await get(token)).status).toBe(200);
    later(1_500);
    expect((await get(token)).status).toBe(401);
  });

  it('a change to the profile shows in the next read', async () => {
    const { token } = await signUpUser(t, 'ed@example.com');
    expect(((await (await get(token)).json()) as { data: { first_name: string } }).data.first_name).toBe('Ada');
    const write = await t.app.request('/api/user', { method: 'POST', headers: auth(token), body: form({ first_name: 'Edna', last_name: 'Mode' }) });
    expect(write.status).toBe(200);
    expect(((await (await get(token)).json()) as { data: { first_name: string } }).data.first_name).toBe('Edna');
  });
});

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

/** A second session token of the same user, issued directly. */
async function signUpUserToken(t: TestApp, userId: number) {
  return issueToken(t.deps.db, { userId, kind: 'session', name: 'laptop' });
}
