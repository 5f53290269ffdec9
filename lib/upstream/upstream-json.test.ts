import { z } from 'zod';
import { dataOf } from '@/lib/contract/common';
import { json, unusedPort, setTestEnv, withFakeUpstream } from './testing/fake-upstream';
import type { FakeUpstream } from './testing/fake-upstream';
import { ServiceUnavailableError, isServiceUnavailable } from '@/lib/api/service-unavailable';
import { upstreamJson } from './upstream-json';

let upstream: FakeUpstream;
withFakeUpstream((u) => {
  upstream = u;
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

  it('throws a ServiceUnavailableError the error boundary recognises when the upstream refuses connections', async () => {
    setTestEnv(`http://127.0.0.1:${await unusedPort()}/api`);
    const failure = await upstreamJson('user', undefined, { auth }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceUnavailableError);
    // What survives production's redaction of server errors: the digest.
    expect(isServiceUnavailable(failure as ServiceUnavailableError)).toBe(true);
    expect((failure as Error).message).toBe('The service is unavailable. Please try again.');
  });

  it('throws the same when the upstream answers 503 (its database is down)', async () => {
    upstream.respond = () => json(503, { message: 'The service is unavailable. Please try again.' }, { 'retry-after': '5' });
    await expect(upstreamJson('user', undefined, { auth })).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('leaves other failures to the caller', async () => {
    upstream.respond = () => json(500, { message: 'Server Error' });
    expect(await upstreamJson('user', undefined, { auth })).toEqual({ ok: false, status: 500, data: { message: 'Server Error' } });
  });
});
