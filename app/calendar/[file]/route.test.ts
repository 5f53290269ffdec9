/** The public subscription address: forwarded to the upstream's `calendar-feeds/{file}` without any session. */
import { json, withFakeUpstream } from '@/lib/upstream/testing/fake-upstream';
import type { FakeUpstream } from '@/lib/upstream/testing/fake-upstream';
import { testRequest } from '@/lib/upstream/testing/session-cookie';
import { GET } from './route';

let upstream: FakeUpstream;
withFakeUpstream((u) => {
  upstream = u;
});

const FILE = `${'a'.repeat(40)}_-9.ics`;
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const call = async (file: string, session?: { authToken: string }) =>
  GET(await testRequest(`/calendar/${file}`, { session }), { params: Promise.resolve({ file }) });

describe('GET /calendar/[file]', () => {
  it('answers the feed as text/calendar, asking the upstream without a bearer even when a session comes along', async () => {
    upstream.respond = () => ({ status: 200, headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=300' }, body: ICS });
    const response = await call(FILE, { authToken: 'secret-token' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toBe(ICS);
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]).toMatchObject({ method: 'GET', url: `/api/calendar-feeds/${FILE}` });
    expect(upstream.requests[0].headers.authorization).toBeUndefined();
    expect(upstream.requests[0].headers.cookie).toBeUndefined();
  });

  it('answers 404 for an unknown address', async () => {
    upstream.respond = () => json(404, { message: 'Calendar feed not found.' });
    const response = await call(FILE);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found.');
  });

  it.each(['short.ics', `${'a'.repeat(43)}.txt`, `${'a'.repeat(42)}..ics`, `${'a'.repeat(43)}`])(
    'answers 404 for %s without asking the upstream',
    async (file) => {
      const response = await call(file);
      expect(response.status).toBe(404);
      expect(upstream.requests).toHaveLength(0);
    },
  );

  it('asks a calendar app to come back later when the upstream fails', async () => {
    upstream.respond = () => json(500, { message: 'Server Error' });
    const response = await call(FILE);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('300');
  });
});
