import { z } from 'zod';
import { dataOf } from '@/lib/contract/common';
import { json, startFakeUpstream, unusedPort, setTestEnv } from './testing/fake-upstream';
import type { FakeUpstream } from './testing/fake-upstream';
import { upstreamJson } from './upstream-json';

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => {
  setTestEnv(upstream.baseUrl);
  upstream.requests.length = 0;
});

const auth = { token: 'tok', impersonatorToken: 'imp' };
const item = dataOf(z.object({ id: z.number() }));

describe('upstreamJson', () => {
  it('returns the parsed body with the credentials and query it was given', async () => {
    upstream.respond = () => json(200, { data: { id: 3 } });
    const result = await upstreamJson('teams/3', item, { auth, searchParams: { include: 'members' } });
    expect(result).toEqual({ ok: true, status: 200, data: { data: { id: 3 } } });
    expect(upstream.requests[0].url).toBe('/api/teams/3?include=members');
    expect(upstream.requests[0].headers.authorization).toBe('Bearer tok');
    expect(upstream.requests[0].headers['x-impersonator-token']).toBe('imp');
  });

  it('sends a JSON body', async () => {
    upstream.respond = () => json(201, { data: { id: 1 } });
    await upstreamJson('teams', item, { auth, method: 'POST', json: { name: 'A' } });
    expect(upstream.requests[0].headers['content-type']).toBe('application/json');
    expect(upstream.requests[0].body.toString()).toBe('{"name":"A"}');
  });

  it('hands back error bodies with their status', async () => {
    upstream.respond = () => json(404, { message: 'Not found.' });
    expect(await upstreamJson('teams/9', item, { auth })).toEqual({ ok: false, status: 404, data: { message: 'Not found.' } });
  });

  it('turns a body that breaks the contract into a 502', async () => {
    upstream.respond = () => json(200, { data: { id: 'three' } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await upstreamJson('teams/3', item, { auth })).toMatchObject({ ok: false, status: 502 });
    expect(warn).toHaveBeenCalled();
  });

  it('answers 502 when the upstream is down', async () => {
    setTestEnv(`http://127.0.0.1:${await unusedPort()}/api`);
    expect(await upstreamJson('user', undefined, { auth })).toEqual({
      ok: false,
      status: 502,
      data: { message: 'The service is unavailable. Please try again.' },
    });
  });
});
