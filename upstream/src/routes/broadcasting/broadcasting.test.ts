import { createTestApp, type TestApp } from '../../test/create-test-app';
import { auth, signUpUser } from '../../test/helpers';

// One app and one user for the file: no test changes state (PGlite is slow to start on a busy machine).
let t: TestApp;
let user: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t, 'rt@example.com');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function post(token: string, body: BodyInit, contentType?: string): Promise<Response> {
  const headers: Record<string, string> = { ...auth(token) };
  if (contentType) headers['content-type'] = contentType;
  return t.app.request('/api/broadcasting/auth', { method: 'POST', headers, body });
}

describe('POST broadcasting/auth', () => {
  it.each([
    ['multipart without its boundary', 'multipart/form-data', 'socket_id=1.1'],
    ['multipart with a boundary the body never uses', 'multipart/form-data; boundary=xyz', '--abc\r\nnot a part'],
    ['a truncated multipart part', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="socket_id"\r\n\r\n1.1'],
    ['urlencoded with a broken escape', 'application/x-www-form-urlencoded', 'socket_id=%E0%A4%A&channel_name=%'],
    ['malformed JSON', 'application/json', '{"socket_id":'],
    ['a JSON array', 'application/json', '[1,2]'],
    ['JSON null', 'application/json', 'null'],
    ['plain text', 'text/plain', 'socket_id=1.1&channel_name=x'],
    ['no content type', undefined, 'garbage'],
  ])('answers 422 {message, errors} to %s', async (_label, contentType, body) => {
    const res = await post(user.token, body, contentType);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
  });

  it('signs the caller’s channel sent as multipart, urlencoded or JSON', async () => {
    const { token, id } = user;
    const fields = { socket_id: '123.456', channel_name: `private-App.Models.User.${id}` };
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const answers = await Promise.all([
      post(token, form),
      post(token, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded'),
      post(token, JSON.stringify(fields), 'application/json'),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ auth: expect.stringMatching(/^app-key:[a-f0-9]{64}$/) });
    }
  });
});
