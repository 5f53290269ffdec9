import { createTestApp, type TestApp } from '../../test/create-test-app';
import { auth, signUpUser } from '../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

// The smallest valid PNG (1x1), so the type check by content passes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

function form(fields: Record<string, string | Blob>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

describe('GET and POST user', () => {
  it('needs a token', async () => {
    const res = await t.app.request('/api/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('updates names and image from multipart, and serves the image with nosniff', async () => {
    const { token } = await signUpUser(t, 'me@example.com');
    const res = await t.app.request('/api/user', {
      method: 'POST',
      headers: auth(token),
      body: form({ first_name: 'Ada', last_name: 'Byron', image: new Blob([PNG], { type: 'image/png' }) }),
    });
    expect(res.status).toBe(200);
    const user = ((await res.json()) as { data: { first_name: string; last_name: string; image: string } }).data;
    expect(user).toMatchObject({ first_name: 'Ada', last_name: 'Byron' });
    expect(user.image).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);

    const img = await t.app.request(user.image);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('rejects a file that is not an image by content, whatever its name and type say, and keeps the old data', async () => {
    const { token } = await signUpUser(t, 'me@example.com', 'Keep', 'Me');
    const res = await t.app.request('/api/user', {
      method: 'POST',
      headers: auth(token),
      body: form({ first_name: 'Changed', image: new Blob(['<script>alert(1)</script>'], { type: 'image/png' }) }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.image[0]).toMatch(/must be a file of type/);
    const me = (await (await t.app.request('/api/user', { headers: auth(token) })).json()) as { data: { first_name: string } };
    expect(me.data.first_name).toBe('Keep');
  });

  it('rejects an empty first name with a field error', async () => {
    const { token } = await signUpUser(t, 'me@example.com');
    const res = await t.app.request('/api/user', { method: 'POST', headers: auth(token), body: form({ first_name: '   ' }) });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.first_name).toBeDefined();
  });

  it('refuses images over the size limit', async () => {
    await t.close();
    t = await createTestApp({ UPLOAD_MAX_BYTES: '100' });
    const { token } = await signUpUser(t, 'big@example.com');
    const big = Buffer.concat([PNG, Buffer.alloc(200)]);
    const res = await t.app.request('/api/uploads', { method: 'POST', headers: auth(token), body: form({ image: new Blob([big]) }) });
    expect(res.status).toBe(422);
  });

  it('gives the overview counts', async () => {
    const { token } = await signUpUser(t, 'me@example.com');
    const res = await t.app.request('/api/user/overview', { headers: auth(token) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: { teams_count: 0, workspaces_count: 0, companies_count: 0, unread_notifications_count: 0, pending_invites_count: 0 },
    });
  });
});

describe('POST uploads', () => {
  it('stores an image and returns its URL', async () => {
    const { token } = await signUpUser(t, 'up@example.com');
    const res = await t.app.request('/api/uploads', { method: 'POST', headers: auth(token), body: form({ image: new Blob([PNG]) }) });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: { url: string } };
    expect((await t.app.request(body.data.url)).status).toBe(200);
  });

  it('answers 404 for unknown or malformed names', async () => {
    expect((await t.app.request('/api/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await t.app.request(`/api/uploads/${'a'.repeat(32)}.png`)).status).toBe(404);
  });
});

describe('malformed multipart', () => {
  it('answers 422, not 500, for a body that claims multipart and is not', async () => {
    const { token } = await signUpUser(t, 'mm@example.com');
    const res = await t.app.request('/api/user', {
      method: 'POST',
      headers: { ...auth(token), 'content-type': 'multipart/form-data; boundary=x' },
      body: 'this is not multipart',
    });
    expect(res.status).toBe(422);
  });
});
