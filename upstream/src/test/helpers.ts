import { trash } from '../db/schema';
import { purgeTrash } from '../services/trash/purge-trash';
import { users } from '../db/schema';
import { SESSION_TOKEN_DAYS } from '../services/auth/code-policy';
import { issueToken } from '../services/tokens/issue-token';
import type { TestApp } from './create-test-app';

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** One raw API call with a token (or none); `body` is JSON unless it is FormData. */
export function send(t: TestApp, token: string | null, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = token ? auth(token) : {};
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return Promise.resolve(t.app.request(`/api/${path}`, { method, headers, body: payload }));
}

/** The latest code mailed to `email`, read from the outbox like a user reads their inbox. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  // Newest first: the newest message that carries a code (a super-administrator also gets workspace requests).
  const list = (await t.deps.mailer.list(email)) ?? [];
  const code = list.map((m) => m.text.match(/\b(\d{6})\b/)?.[1]).find(Boolean);
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/**
 * A verified user with a session token, made by direct insert (the row and token verify-signup
 * leaves): most tests need a user, not a sign-up, and the two API calls, the mail and the rate-limit
 * rows cost a tenth of a second each time. Tests of sign-up itself use `signUpThroughApi`.
 */
export async function signUpUser(t: TestApp, email: string, first = 'Ada', last = 'Lovelace'): Promise<{ token: string; id: number }> {
  const now = t.deps.now();
  const [user] = await t.deps.db
    .insert(users)
    .values({ email: email.toLowerCase(), firstName: first, lastName: last, emailVerifiedAt: now })
    .returning({ id: users.id });
  const { token } = await issueToken(t.deps.db, {
    userId: user.id,
    kind: 'session',
    name: 'session',
    expiresAt: new Date(now.getTime() + SESSION_TOKEN_DAYS * 86_400_000),
  });
  return { token, id: user.id };
}

/** Signs a new user up through the API (sign-up, the mailed code, verify-signup) and returns their session token. */
export async function signUpThroughApi(t: TestApp, email: string, first = 'Ada', last = 'Lovelace'): Promise<{ token: string; id: number }> {
  const r1 = await t.app.request('/api/auth/signup', json({ email, first_name: first, last_name: last }));
  if (r1.status !== 200) throw new Error(`signup failed ${r1.status} ${await r1.text()}`);
  const code = await latestCode(t, email);
  const r2 = await t.app.request('/api/auth/verify-signup', json({ email, code }));
  if (r2.status !== 200) throw new Error(`verify failed ${r2.status} ${await r2.text()}`);
  const body = (await r2.json()) as { data: { token: string; user: { id: number } } };
  return { token: body.data.token, id: body.data.user.id };
}

/** Ends every trash window now and runs the purge job (decision 0027): deleted rows and their stored bytes go for good. */
export async function purgeTrashNow(t: TestApp): Promise<number> {
  await t.deps.db.update(trash).set({ purgeAfter: new Date(0) });
  return purgeTrash(t.deps, new Date());
}
