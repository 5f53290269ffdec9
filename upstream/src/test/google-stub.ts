import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's OAuth and Calendar APIs, for tests only (no test calls Google).
 * It keeps tokens and events in memory and records every call, so a test can say "one insert with
 * both emails", expire tokens, revoke a grant, make Google "down", or give someone busy blocks.
 * Started by the tests themselves (Jest: `startGoogleStub()`; Playwright: google-stub-main.ts).
 *
 * Paths: `/o/oauth2/v2/auth` (consent: redirects back with a code), `/token`, `/revoke`,
 * `/calendar/v3/calendars/{calendarId}/events[/{eventId}]`, `/calendar/v3/freeBusy`.
 */

export type StubCall = { method: string; path: string; query: Record<string, string>; body: unknown; token: string | null };
export type StubEvent = Record<string, unknown> & { id: string; calendarOf: string };

export type GoogleStub = {
  url: string;
  /** Environment for createTestApp / the app: client, OAuth and Calendar URLs pointing here. */
  env: Record<string, string>;
  calls: StubCall[];
  /** Calendar API calls only (events and free/busy), in order. */
  calendarCalls(): StubCall[];
  /** Events by id, with the Google account (email) whose calendar holds each. */
  events: Map<string, StubEvent>;
  /** The email the next consent (or code) signs in as. */
  nextEmail: string;
  /** Busy blocks per Google email, returned by free/busy. */
  busy: Map<string, { start: string; end: string }[]>;
  /** Mints a code as the consent screen would (for API tests that skip the browser). */
  issueCode(email: string): string;
  /** Every access token issued so far answers 401 from now on (as if expired at Google). */
  expireAccessTokens(): void;
  /** The refresh tokens of this email stop working (invalid_grant), as if revoked at Google. */
  revokeGrant(email: string): void;
  /** While true, every endpoint answers 503. */
  down: boolean;
  /** Seconds the token endpoint says an access token lasts. */
  expiresIn: number;
  reset(): void;
  close(): Promise<void>;
};

const CLIENT_ID = 'stub-client-id';
const CLIENT_SECRET = 'stub-client-secret';

function idToken(email: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ email, iss: 'google-stub' })}.`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const apiError = (res: ServerResponse, status: number, message: string) => send(res, status, { error: { code: status, message } });

export async function startGoogleStub(port = 0): Promise<GoogleStub> {
  const codes = new Map<string, string>();
  const accessTokens = new Map<string, { email: string; valid: boolean }>();
  const refreshTokens = new Map<string, { email: string; valid: boolean }>();

  const mint = (email: string) => {
    const access = `at-${randomBytes(9).toString('hex')}`;
    accessTokens.set(access, { email, valid: true });
    return access;
  };

  const stub: GoogleStub = {
    url: '',
    env: {},
    calls: [],
    calendarCalls: () => stub.calls.filter((c) => c.path.startsWith('/calendar/')),
    events: new Map(),
    nextEmail: 'ada@gmail.test',
    busy: new Map(),
    issueCode(email) {
      const code = `code-${randomBytes(9).toString('hex')}`;
      codes.set(code, email);
      return code;
    },
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.valid = false;
    },
    revokeGrant(email) {
      for (const token of refreshTokens.values()) if (token.email === email) token.valid = false;
      for (const token of accessTokens.values()) if (token.email === email) token.valid = false;
    },
    down: false,
    expiresIn: 3600,
    reset() {
      stub.calls.length = 0;
      stub.events.clear();
      stub.busy.clear();
      stub.down = false;
      stub.expiresIn = 3600;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stub');
    const raw = req.method === 'GET' ? '' : await readBody(req);
    const form = (req.headers['content-type'] ?? '').includes('x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(raw)) : null;
    let body: unknown = form ?? null;
    if (!form && raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    stub.calls.push({ method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body, token: bearer });
    if (stub.down) return apiError(res, 503, 'Backend Error');

    if (url.pathname === '/o/oauth2/v2/auth') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', stub.issueCode(stub.nextEmail));
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      back.searchParams.set('scope', url.searchParams.get('scope') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const f = form ?? {};
      if (f.client_id !== CLIENT_ID || f.client_secret !== CLIENT_SECRET) return send(res, 401, { error: 'invalid_client' });
      if (f.grant_type === 'authorization_code') {
        const email = codes.get(f.code ?? '');
        if (!email) return send(res, 400, { error: 'invalid_grant', error_description: 'Bad code' });
        codes.delete(f.code);
        const refresh = `rt-${randomBytes(9).toString('hex')}`;
        refreshTokens.set(refresh, { email, valid: true });
        return send(res, 200, {
          access_token: mint(email),
          refresh_token: refresh,
          expires_in: stub.expiresIn,
          scope: 'openid email https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.freebusy',
          id_token: idToken(email),
        });
      }
      if (f.grant_type === 'refresh_token') {
        const grant = refreshTokens.get(f.refresh_token ?? '');
        if (!grant?.valid) return send(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        return send(res, 200, { access_token: mint(grant.email), expires_in: stub.expiresIn });
      }
      return send(res, 400, { error: 'unsupported_grant_type' });
    }
    if (url.pathname === '/revoke' && req.method === 'POST') {
      const token = form?.token ?? '';
      const grant = refreshTokens.get(token) ?? accessTokens.get(token);
      if (!grant) return send(res, 400, { error: 'invalid_token' });
      stub.revokeGrant(grant.email);
      return send(res, 200, {});
    }

    if (!url.pathname.startsWith('/calendar/v3/')) return apiError(res, 404, 'Not Found');
    const who = bearer ? accessTokens.get(bearer) : undefined;
    if (!who?.valid) return apiError(res, 401, 'Invalid Credentials');

    if (url.pathname === '/calendar/v3/freeBusy' && req.method === 'POST') {
      const { timeMin, timeMax } = body as { timeMin: string; timeMax: string };
      const blocks = (stub.busy.get(who.email) ?? []).filter((b) => b.end > timeMin && b.start < timeMax);
      return send(res, 200, { kind: 'calendar#freeBusy', timeMin, timeMax, calendars: { primary: { busy: blocks } } });
    }
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) return apiError(res, 404, 'Not Found');
    const eventId = match[2] ? decodeURIComponent(match[2]) : null;
    const existing = eventId ? stub.events.get(eventId) : undefined;
    if (existing && existing.calendarOf !== who.email) return apiError(res, 404, 'Not Found');

    if (!eventId && req.method === 'POST') {
      const event = body as Record<string, unknown>;
      const id = typeof event.id === 'string' ? event.id : `ev${randomBytes(8).toString('hex')}`;
      if (stub.events.has(id)) return apiError(res, 409, 'The requested identifier already exists.');
      const stored: StubEvent = { ...event, id, calendarOf: who.email };
      stub.events.set(id, stored);
      return send(res, 200, { ...stored, kind: 'calendar#event', status: 'confirmed' });
    }
    if (eventId && req.method === 'PATCH') {
      if (!existing) return apiError(res, 404, 'Not Found');
      const stored: StubEvent = { ...existing, ...(body as Record<string, unknown>), id: existing.id, calendarOf: existing.calendarOf };
      stub.events.set(existing.id, stored);
      return send(res, 200, stored);
    }
    if (eventId && req.method === 'DELETE') {
      if (!existing) return apiError(res, 410, 'Resource has been deleted');
      stub.events.delete(existing.id);
      return send(res, 204);
    }
    return apiError(res, 405, 'Method Not Allowed');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: { message: 'stub failure' } }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.env = {
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_OAUTH_AUTH_URL: `${stub.url}/o/oauth2/v2/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${stub.url}/token`,
    GOOGLE_OAUTH_REVOKE_URL: `${stub.url}/revoke`,
    GOOGLE_CALENDAR_API_URL: `${stub.url}/calendar/v3`,
  };
  return stub;
}
