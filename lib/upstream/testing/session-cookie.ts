/** Test helper: sealed `collab_session` cookies and requests that carry them. */
import { NextRequest } from 'next/server';
import { sealData, unsealData } from 'iron-session';
import { cleanSession } from '@/lib/session/session-data';
import type { SessionData } from '@/lib/session/session-data';
import { SESSION_COOKIE } from '@/lib/session/session-options';
import { TEST_APP_URL, TEST_SESSION_SECRET } from './fake-upstream';

export async function sessionCookie(data: SessionData): Promise<string> {
  return `${SESSION_COOKIE}=${await sealData(data, { password: TEST_SESSION_SECRET })}`;
}

export interface TestRequestInit {
  method?: string;
  session?: SessionData;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** Defaults to TEST_APP_URL for non-GET requests; `null` sends none. */
  origin?: string | null;
}

export async function testRequest(path: string, init: TestRequestInit = {}): Promise<NextRequest> {
  const method = init.method ?? 'GET';
  const headers = new Headers(init.headers);
  if (init.session) headers.set('cookie', await sessionCookie(init.session));
  const origin = init.origin === undefined ? (method === 'GET' ? null : TEST_APP_URL) : init.origin;
  if (origin) headers.set('origin', origin);
  return new NextRequest(new URL(path, TEST_APP_URL), { method, headers, body: init.body, ...(init.body ? { duplex: 'half' } : {}) });
}

/** The session a response's Set-Cookie leaves behind: undefined if untouched, `{}` if cleared. */
export async function sessionSetBy(response: Response): Promise<SessionData | undefined> {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (header === undefined) return undefined;
  const value = header.slice(SESSION_COOKIE.length + 1).split(';')[0];
  if (value === '' || /max-age=0/i.test(header)) return {};
  return cleanSession(await unsealData(value, { password: TEST_SESSION_SECRET }));
}
