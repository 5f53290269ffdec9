import type { TestApp } from './create-test-app';

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The latest code mailed to `email`, read from the outbox like a user reads their inbox. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const list = (await t.deps.mailer.list(email)) ?? [];
  const match = list[0]?.text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1];
}

/** Signs a new user up through the API and returns their session token. */
export async function signUpUser(t: TestApp, email: string, first = 'Ada', last = 'Lovelace'): Promise<{ token: string; id: number }> {
  const r1 = await t.app.request('/api/auth/signup', json({ email, first_name: first, last_name: last }));
  if (r1.status !== 200) throw new Error(`signup failed ${r1.status} ${await r1.text()}`);
  const code = await latestCode(t, email);
  const r2 = await t.app.request('/api/auth/verify-signup', json({ email, code }));
  if (r2.status !== 200) throw new Error(`verify failed ${r2.status} ${await r2.text()}`);
  const body = (await r2.json()) as { data: { token: string; user: { id: number } } };
  return { token: body.data.token, id: body.data.user.id };
}
