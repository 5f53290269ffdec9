import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { googleTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { auth, json, signUpUser } from '../../test/helpers';

type Status = {
  configured: boolean;
  connected: boolean;
  google_email: string | null;
  needs_reconnect: boolean;
  reconnect_reason: string | null;
  auth_url: string | null;
};
type Reply = { status: number; body: unknown } | 'hang';

/** Google's token and revoke endpoints, played by a local HTTP server: the only thing stubbed is the network edge. */
let google: Server;
let googleUrl: string;
let revokeUrl: string;
let reply: Reply;
let received: URLSearchParams[];
let paths: string[];
beforeAll(async () => {
  google = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push(new URLSearchParams(raw));
      paths.push(req.url ?? '');
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  googleUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}/token`;
  revokeUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}/revoke`;
});
afterAll(async () => {
  google.closeAllConnections();
  await new Promise((resolve) => google.close(resolve));
});

const APP_URL = 'http://localhost:3000';
const CALLBACK = `${APP_URL}/profile/google/callback`;
const configured = () => ({
  GOOGLE_CLIENT_ID: 'client-123',
  GOOGLE_CLIENT_SECRET: 'shh-secret',
  GOOGLE_OAUTH_TOKEN_URL: googleUrl,
  GOOGLE_OAUTH_REVOKE_URL: revokeUrl,
  APP_URL,
});
const SCOPE = 'openid email https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.freebusy';

let t: TestApp;
beforeEach(async () => {
  reply = {
    status: 200,
    body: {
      access_token: 'ya29.access',
      refresh_token: '1//refresh',
      expires_in: 3599,
      scope: SCOPE,
      token_type: 'Bearer',
    },
  };
  received = [];
  paths = [];
  t = await createTestApp(configured());
});
afterEach(async () => {
  await t.close();
});

const status = async (token: string) => {
  const res = await t.app.request('/api/google/token', { headers: auth(token) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Status }).data;
};
const stateOf = (s: Status) => new URL(s.auth_url ?? '').searchParams.get('state') ?? '';
const connect = (token: string, body: Record<string, unknown>) => t.app.request('/api/google/token', json(body, auth(token)));
async function connectBody(token: string) {
  return { code: '4/auth-code', redirect_uri: CALLBACK, state: stateOf(await status(token)) };
}

describe('google/token', () => {
  it('needs a token', async () => {
    expect((await t.app.request('/api/google/token')).status).toBe(401);
    expect((await t.app.request('/api/google/token', json({ code: 'x', redirect_uri: CALLBACK, state: 's' }))).status).toBe(401);
    expect((await t.app.request('/api/google/token', { method: 'DELETE' })).status).toBe(401);
  });

  it('says "not configured" without credentials, and refuses to connect', async () => {
    await t.close();
    t = await createTestApp({ GOOGLE_OAUTH_TOKEN_URL: googleUrl });
    const { token } = await signUpUser(t, 'none@example.com');
    expect(await status(token)).toEqual({
      configured: false,
      connected: false,
      google_email: null,
      needs_reconnect: false,
      reconnect_reason: null,
      auth_url: null,
    });
    const res = await connect(token, { code: 'x', redirect_uri: `${APP_URL}/profile/google/callback`, state: 'whatever' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe('Google Calendar is not configured on this server.');
    expect(received).toHaveLength(0);
  });

  it('builds the consent URL for offline, least-privilege calendar access (events and free/busy) with a per-user state', async () => {
    const a = await signUpUser(t, 'a@example.com');
    const b = await signUpUser(t, 'b@example.com');
    const s = await status(a.token);
    expect(s).toMatchObject({ configured: true, connected: false, google_email: null });
    const url = new URL(s.auth_url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-123',
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(stateOf(await status(a.token))).toBe(stateOf(s));
    expect(stateOf(await status(b.token))).not.toBe(stateOf(s));
  });

  it('exchanges the code by form POST, stores the tokens without returning them, and disconnects (revoking at Google)', async () => {
    const { token } = await signUpUser(t, 'me@example.com');
    const res = await connect(token, await connectBody(token));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      data: { configured: true, connected: true, google_email: null, needs_reconnect: false, reconnect_reason: null, auth_url: null },
    });
    expect(text).not.toContain('ya29');
    expect(text).not.toContain('refresh');
    expect(Object.fromEntries(received[0])).toEqual({
      grant_type: 'authorization_code',
      code: '4/auth-code',
      client_id: 'client-123',
      client_secret: 'shh-secret',
      redirect_uri: CALLBACK,
    });
    const [row] = await t.deps.db.select().from(googleTokens);
    expect(row).toMatchObject({ accessToken: 'ya29.access', refreshToken: '1//refresh', scope: SCOPE });
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    expect((await status(token)).connected).toBe(true);

    reply = { status: 200, body: {} };
    const del = await t.app.request('/api/google/token', { method: 'DELETE', headers: auth(token) });
    expect(del.status).toBe(200);
    expect(((await del.json()) as { data: Status & { revoked: boolean } }).data).toMatchObject({
      connected: false,
      revoked: true,
      auth_url: expect.any(String),
    });
    // The refresh token (which revokes the whole grant) went to the revoke endpoint as a form.
    expect(paths.at(-1)).toBe('/revoke');
    expect(Object.fromEntries(received.at(-1)!)).toEqual({ token: '1//refresh' });
    expect(await t.deps.db.select().from(googleTokens)).toHaveLength(0);
  });

  it('forgets the tokens even when Google cannot revoke them, and says so (revoked: false)', async () => {
    const { token } = await signUpUser(t, 'me@example.com');
    await connect(token, await connectBody(token));
    reply = { status: 503, body: { error: 'backend' } };
    const del = await t.app.request('/api/google/token', { method: 'DELETE', headers: auth(token) });
    expect(del.status).toBe(200);
    expect(((await del.json()) as { data: Status & { revoked: boolean } }).data).toMatchObject({ connected: false, revoked: false });
    expect(await t.deps.db.select().from(googleTokens)).toHaveLength(0);
    // Nothing to revoke the second time: idempotent, and Google is not asked.
    const before = paths.length;
    const again = await t.app.request('/api/google/token', { method: 'DELETE', headers: auth(token) });
    expect(((await again.json()) as { data: { revoked: boolean } }).data.revoked).toBe(true);
    expect(paths).toHaveLength(before);
  });

  it('keeps the refresh token when Google omits it on a reconnect, and reads the email from an ID token', async () => {
    const { token } = await signUpUser(t, 'me@example.com');
    const body = await connectBody(token);
    await connect(token, body);
    const idToken = ['e30', Buffer.from(JSON.stringify({ email: 'me@gmail.com' })).toString('base64url'), 'sig'].join('.');
    reply = { status: 200, body: { access_token: 'ya29.second', expires_in: 3599, id_token: idToken } };
    const res = await connect(token, body);
    expect(((await res.json()) as { data: Status }).data.google_email).toBe('me@gmail.com');
    const [row] = await t.deps.db.select().from(googleTokens);
    expect(row).toMatchObject({ accessToken: 'ya29.second', refreshToken: '1//refresh' });
  });

  it('answers 422 when Google refuses the code', async () => {
    const { token } = await signUpUser(t, 'me@example.com');
    reply = { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } };
    const res = await connect(token, await connectBody(token));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'Google did not accept the authorization code (Bad Request).',
      errors: { code: ['Google did not accept the authorization code (Bad Request).'] },
    });
    expect(await t.deps.db.select().from(googleTokens)).toHaveLength(0);
  });

  it.each([
    ['a server error', { status: 500, body: { error: 'internal' } }],
    ['a reply without a token', { status: 200, body: { nope: true } }],
  ])('answers 502 JSON on %s from Google', async (_what, r) => {
    const { token } = await signUpUser(t, 'me@example.com');
    reply = r as Reply;
    const res = await connect(token, await connectBody(token));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'Google could not be reached. Please try again later.' });
  });

  it('answers 502 JSON when Google is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/token`;
    await new Promise((resolve) => closed.close(resolve));
    await t.close();
    t = await createTestApp({ ...configured(), GOOGLE_OAUTH_TOKEN_URL: deadUrl });
    const { token } = await signUpUser(t, 'me@example.com');
    const res = await connect(token, await connectBody(token));
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('gives up on a Google that does not answer within 5 s (502)', async () => {
    const { token } = await signUpUser(t, 'me@example.com');
    reply = 'hang';
    const started = Date.now();
    const res = await connect(token, await connectBody(token));
    expect(res.status).toBe(502);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  }, 15_000);

  it('answers 422 to a state from another account, a foreign redirect URI and missing fields', async () => {
    const me = await signUpUser(t, 'me@example.com');
    const other = await signUpUser(t, 'other@example.com');
    const planted = await connectBody(other.token);
    const stolen = await connect(me.token, planted);
    expect(stolen.status).toBe(422);
    expect(Object.keys(((await stolen.json()) as { errors: object }).errors)).toEqual(['state']);
    const foreign = await connect(me.token, { ...(await connectBody(me.token)), redirect_uri: 'https://evil.example/cb' });
    expect(Object.keys(((await foreign.json()) as { errors: object }).errors)).toEqual(['redirect_uri']);
    const empty = await connect(me.token, {});
    expect(empty.status).toBe(422);
    expect(Object.keys(((await empty.json()) as { errors: object }).errors).sort()).toEqual(['code', 'redirect_uri', 'state']);
    expect(received).toHaveLength(0);
  });

  it("disconnecting touches only the caller's connection", async () => {
    const a = await signUpUser(t, 'a@example.com');
    const b = await signUpUser(t, 'b@example.com');
    await connect(a.token, await connectBody(a.token));
    expect((await t.app.request('/api/google/token', { method: 'DELETE', headers: auth(b.token) })).status).toBe(200);
    expect(paths.filter((p) => p === '/revoke')).toHaveLength(0);
    expect((await status(a.token)).connected).toBe(true);
    expect((await status(b.token)).connected).toBe(false);
  });
});
