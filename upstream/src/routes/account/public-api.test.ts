import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createCompanyVia } from '../../test/companies-kit';
import { makeTeam, makeWorkspace } from '../../test/fixtures';
import { auth, json, signUpUser } from '../../test/helpers';

/**
 * The public API's rules in the upstream (decision 0036): what the BFF marks as a public-API call
 * takes API tokens only; custom tokens are limited by place; every token call is counted and says
 * so in its headers. The BFF's side (the `/api/v1/` prefix, no cookie) is lib/upstream/public-api.test.ts.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ API_FAILED_AUTH_PER_MINUTE: '3' });
});
afterEach(async () => {
  await t.close();
});

const PUBLIC = { 'x-public-api': '1' };

async function request(token: string | null, method: string, path: string, body?: unknown, publicApi = true) {
  const headers: Record<string, string> = { ...(publicApi ? PUBLIC : {}), ...(token ? auth(token) : {}) };
  const init = body === undefined ? { method, headers } : body instanceof FormData ? { method, headers, body } : json(body, headers);
  const res = await t.app.request(`/api/${path}`, { ...init, method });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: unknown; message?: string; errors?: Record<string, string[]> } };
}

function named(name: string): FormData {
  const form = new FormData();
  form.append('name', name);
  return form;
}

async function mint(session: string, body: Record<string, unknown>): Promise<{ token: string; id: number }> {
  const res = await request(session, 'POST', 'user/generate-custom-token', { name: 'script', ...body }, false);
  expect(res.status).toBe(201);
  const data = res.body.data as { token: string; token_info: { id: number } };
  return { token: data.token, id: data.token_info.id };
}

async function world() {
  const owner = await signUpUser(t, 'owner@example.com', 'Olive', 'Owner');
  const team = await makeTeam(t, [{ userId: owner.id, role: 'admin' }], 'Team A');
  const acme = await createCompanyVia(t, owner.token, { name: 'Acme', subdomain: 'acme', team_id: String(team) });
  const beta = await createCompanyVia(t, owner.token, { name: 'Beta', subdomain: 'beta', team_id: String(team) });
  const north = await makeWorkspace(t, { ownerTeamId: team, name: 'North' });
  const south = await makeWorkspace(t, { ownerTeamId: team, name: 'South' });
  return { owner, team, acme, beta, north, south };
}

describe('the public API in the upstream', () => {
  it('refuses session tokens on a public-API call, and serves API tokens', async () => {
    const { owner } = await world();
    const refused = await request(owner.token, 'GET', 'user');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/API tokens only/);
    // The same session token is fine on the app's own path.
    expect((await request(owner.token, 'GET', 'user', undefined, false)).status).toBe(200);
    const { token } = await mint(owner.token, { abilities: ['user:read'] });
    expect((await request(token, 'GET', 'user')).status).toBe(200);
  });

  it('limits a scoped token to its companies and workspaces: others are 404 and left out of lists', async () => {
    const { owner, acme, beta, north, south } = await world();
    const { token } = await mint(owner.token, { abilities: ['companies:write', 'workspaces:read', 'tasks:write'], companies: [acme.id], workspaces: [north] });

    const companies = await request(token, 'GET', 'companies');
    expect((companies.body.data as { id: number }[]).map((c) => c.id)).toEqual([acme.id]);
    expect((await request(token, 'GET', `companies/${acme.id}`)).status).toBe(200);
    expect((await request(token, 'GET', `companies/${beta.id}`)).status).toBe(404);
    expect((await request(token, 'POST', `companies/${beta.id}/brands`, named('Sneaky'))).status).toBe(404);
    expect((await request(token, 'POST', `companies/${acme.id}/brands`, named('Allowed'))).status).toBe(201);

    const workspaces = await request(token, 'GET', 'workspaces');
    expect((workspaces.body.data as { id: number }[]).map((w) => w.id)).toEqual([north]);
    expect((await request(token, 'GET', `workspaces/${south}`)).status).toBe(404);
    expect((await request(token, 'POST', 'tasks', { title: 'Out of scope', workspace_id: south })).status).toBe(404);
    expect((await request(token, 'POST', 'tasks', { title: 'In scope', workspace_id: north })).status).toBe(201);

    // A token limited to places cannot make new ones (they would be outside its scope at once).
    expect((await request(token, 'POST', 'companies', named('Gamma'))).status).toBe(403);

    // The owner's own session still sees everything.
    expect((await request(owner.token, 'GET', `companies/${beta.id}`, undefined, false)).status).toBe(200);
  });

  it('refuses a scope naming a place the owner cannot see, by field', async () => {
    const { owner } = await world();
    const res = await request(owner.token, 'POST', 'user/generate-custom-token', { name: 'x', abilities: ['companies:read'], companies: [999_999] }, false);
    expect(res.status).toBe(422);
    expect(res.body.errors?.companies?.[0]).toMatch(/not one of your companies/);
  });

  it('keeps monitoring its own ability', async () => {
    const { owner, acme } = await world();
    const { token: catalogue } = await mint(owner.token, { abilities: ['companies:read'] });
    expect((await request(catalogue, 'GET', `companies/${acme.id}/monitoring-products`)).status).toBe(403);
    const { token: monitoring } = await mint(owner.token, { abilities: ['monitoring:read'] });
    expect((await request(monitoring, 'GET', `companies/${acme.id}/monitoring-products`)).status).toBe(200);
  });

  it('lets any token read and revoke itself, and no other', async () => {
    const { owner } = await world();
    const other = await mint(owner.token, { abilities: ['tasks:read'] });
    const me = await mint(owner.token, { abilities: ['tasks:read'], companies: [] });
    const info = await request(me.token, 'GET', 'user/token-info');
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ id: me.id, kind: 'custom', abilities: ['tasks:read'], scope: null });
    expect((await request(me.token, 'DELETE', `user/tokens?id=${other.id}`)).status).toBe(403);
    expect((await request(me.token, 'DELETE', `user/tokens?id=${me.id}`)).status).toBe(200);
    expect((await request(me.token, 'GET', 'user/token-info')).status).toBe(401);
    expect((await request(other.token, 'GET', 'user/token-info')).status).toBe(200);
  });

  it('counts every token call, says so in headers, and answers 429 with Retry-After past the limit', async () => {
    await t.close();
    t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '5' });
    const { owner } = await world();
    const { token } = await mint(owner.token, { abilities: ['user:read'] });
    const seen: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await request(token, 'GET', 'user/token-info');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('5');
      seen.push(res.headers.get('x-ratelimit-remaining') ?? '');
      expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    }
    expect(seen).toEqual(['4', '3', '2', '1', '0']);
    const limited = await request(token, 'GET', 'user');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    // Another token has its own budget; the app's session is not counted at all.
    const { token: second } = await mint(owner.token, { abilities: ['user:read'] });
    expect((await request(second, 'GET', 'user')).status).toBe(200);
    const session = await request(owner.token, 'GET', 'user', undefined, false);
    expect(session.status).toBe(200);
    expect(session.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('slows down failed authentication per address: 401 until the limit, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await request(`not-a-token-${i}`, 'GET', 'user')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
