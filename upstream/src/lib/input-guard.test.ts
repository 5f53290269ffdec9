import { readdir } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { NUL_MESSAGE } from '@/lib/contract/nul-characters';
import { files, teams, users } from '../db/schema';
import { call, documentForm, PDF_BYTES, scene } from '../test/files-kit';
import { createTestApp } from '../test/create-test-app';
import type { TestApp } from '../test/create-test-app';
import { auth } from '../test/helpers';

/**
 * PostgreSQL refuses U+0000 in text (22021); before the guard every such field was a 500. Each way
 * input arrives is covered: JSON (nested too), query strings, path segments, urlencoded and
 * multipart forms, and streamed document forms (where nothing may stay stored).
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const teamCount = async () => (await t.deps.db.select({ n: count() }).from(teams))[0].n;
const userCount = async () => (await t.deps.db.select({ n: count() }).from(users))[0].n;
const teamForm = (name: string) => {
  const form = new FormData();
  form.append('name', name);
  return form;
};

describe('NUL characters', () => {
  it('a JSON field is a 422 on that field and nothing is written', async () => {
    const before = await userCount();
    const res = await call(t, null, 'POST', 'auth/signup', { email: 'new@example.com', first_name: 'Ne\u0000w', last_name: 'Person' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: NUL_MESSAGE, errors: { first_name: [NUL_MESSAGE] } });
    expect(await userCount()).toBe(before);
    expect(await t.deps.mailer.list('new@example.com')).toEqual([]);
  });

  it('names nested fields by their dotted path', async () => {
    const res = await call(t, null, 'POST', 'auth/signup', { email: 'a@example.com', first_name: 'A', last_name: 'B', extra: [{ note: '\u0000' }] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'extra.0.note': [NUL_MESSAGE] });
  });

  it('a query parameter is a 422 on that parameter, a path segment a 404', async () => {
    const s = await scene(t);
    const listed = await call(t, s.owner.token, 'GET', `files?search=${encodeURIComponent('a\u0000')}`);
    expect(listed.status).toBe(422);
    expect(listed.body.errors).toEqual({ search: [NUL_MESSAGE] });
    const code = await call(t, s.owner.token, 'GET', 'short-code/ab%00cd');
    expect(code.status).toBe(404);
  });

  it('a multipart profile field is a 422 and the name is kept', async () => {
    const s = await scene(t);
    const form = new FormData();
    form.append('first_name', 'Ol\u0000ive');
    form.append('last_name', 'Owner');
    const res = await t.app.request('/api/user', { method: 'POST', headers: auth(s.owner.token), body: form });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors).toEqual({ first_name: [NUL_MESSAGE] });
    const [me] = await t.deps.db.select({ first: users.firstName }).from(users).where(eq(users.id, s.owner.id));
    expect(me.first).toBe('Olive');
  });

  it('a urlencoded field is a 422', async () => {
    const s = await scene(t);
    const res = await t.app.request('/api/user', {
      method: 'POST',
      headers: { ...auth(s.owner.token), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'first_name=A%00&last_name=B',
    });
    expect(res.status).toBe(422);
  });

  it('a streamed document form is a 422 and no bytes stay stored', async () => {
    const s = await scene(t);
    const uploads = async () => (await readdir(t.deps.config.uploadsDir).catch(() => [])).length;
    const stored = await uploads();
    const res = await call(
      t,
      s.owner.token,
      'POST',
      'files',
      documentForm({ name: 'Deck\u0000', workspace_id: String(s.ws) }, { name: 'deck.pdf', bytes: PDF_BYTES }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: [NUL_MESSAGE] });
    expect((await t.deps.db.select({ n: count() }).from(files))[0].n).toBe(0);
    expect(await uploads()).toBe(stored);
  });

  it('keeps clean input working and answers malformed JSON with a 422 and errors', async () => {
    const s = await scene(t);
    const before = await teamCount();
    expect((await call(t, s.owner.token, 'POST', 'teams', teamForm('Clean team'))).status).toBe(201);
    expect((await call(t, s.owner.token, 'POST', 'teams', teamForm('Bad\u0000team'))).status).toBe(422);
    expect(await teamCount()).toBe(before + 1);
    const bad = await t.app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": "\\u0000' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ message: 'The request body must be valid JSON.', errors: { _: ['The request body must be valid JSON.'] } });
  });
});
