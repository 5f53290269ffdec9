import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allEndpoints, matchEndpoint, parseEndpointLines } from './endpoints';
import { SPEC_ENDPOINT_LINES } from './endpoint-list';

const SPEC_FILE = join(__dirname, '../../../shared/spec/endpoints.txt');
const specText = existsSync(SPEC_FILE) ? readFileSync(SPEC_FILE, 'utf8') : null;

/** A concrete path for a pattern: every `{param}` becomes a plausible id. */
const concrete = (pattern: string) => pattern.replace(/\{[^}]+\}/g, '42');

describe('the allowlist and the spec catalogue', () => {
  (specText ? it : it.skip)('matches every call of ../shared/spec/endpoints.txt', () => {
    const calls = parseEndpointLines(specText ?? '');
    expect(calls.length).toBeGreaterThan(200);
    const missing = calls.filter((call) => matchEndpoint(call.method, concrete(call.pattern)) === null);
    expect(missing).toEqual([]);
  });

  (specText ? it : it.skip)('is an exact copy of the spec lines', () => {
    const lines = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'));
    expect(lines(SPEC_ENDPOINT_LINES)).toEqual(lines(specText ?? ''));
  });
});

describe('parseEndpointLines', () => {
  it('expands CRUD into its five calls, plus the multipart POST update when noted', () => {
    const calls = parseEndpointLines('CRUD   companies/{companyId}/brands/{brandId}   (update: multipart POST with _method=PUT)');
    expect(calls.map((call) => `${call.method} ${call.pattern}`)).toEqual([
      'GET companies/{companyId}/brands',
      'POST companies/{companyId}/brands',
      'GET companies/{companyId}/brands/{brandId}',
      'PUT companies/{companyId}/brands/{brandId}',
      'DELETE companies/{companyId}/brands/{brandId}',
      'POST companies/{companyId}/brands/{brandId}',
    ]);
  });

  it('reads the multipart marker', () => {
    expect(parseEndpointLines('POST   teams    multipart')).toEqual([{ method: 'POST', pattern: 'teams', multipart: true }]);
  });

  it('refuses malformed lines', () => {
    expect(() => parseEndpointLines('FETCH teams')).toThrow(/Unknown method/);
    expect(() => parseEndpointLines('CRUD teams')).toThrow(/CRUD line/);
  });
});

describe('matchEndpoint', () => {
  it('matches static paths and parameters', () => {
    expect(matchEndpoint('GET', 'user')).toMatchObject({ pattern: 'user', public: false });
    expect(matchEndpoint('DELETE', 'teams/5/members/9')).toMatchObject({
      pattern: 'teams/{teamId}/members/{userId}',
      params: { teamId: '5', userId: '9' },
    });
    expect(matchEndpoint('GET', 'uploads/ab-12_c.png')).toMatchObject({ pattern: 'uploads/{name}', public: true });
  });

  it('prefers the literal route over a parameter', () => {
    expect(matchEndpoint('GET', 'workspaces/retailers')?.pattern).toBe('workspaces/retailers');
    expect(matchEndpoint('GET', 'teams/find')?.pattern).toBe('teams/find');
  });

  it('treats HEAD as GET and is case-insensitive on the method', () => {
    expect(matchEndpoint('HEAD', 'notifications')?.method).toBe('GET');
    expect(matchEndpoint('post', 'auth/login')?.public).toBe(true);
  });

  it('knows the project additions and the public calls', () => {
    expect(matchEndpoint('GET', 'superadmin/users')).toMatchObject({ public: false });
    expect(matchEndpoint('POST', 'superadmin/impersonate')).toMatchObject({ public: false });
    // A file's versions compared: forwarded with the session, which the upstream checks like a download.
    expect(matchEndpoint('GET', 'files/3/version/4/compare')).toMatchObject({ pattern: 'files/{fileId}/version/{versionId}/compare', public: false });
    const publicCalls = allEndpoints()
      .filter((endpoint) => endpoint.public)
      .map((e) => `${e.method} ${e.pattern}`);
    expect(publicCalls.sort()).toEqual(
      [
        'GET openapi.json',
        'GET public-scorecards/{token}',
        'GET short-code/{code}',
        // Who shared what, for the link's holder signed in or not (decision 0038).
        'GET short-code/{code}/preview',
        'GET uploads/{name}',
        'POST auth/login',
        'POST auth/signup',
        'POST auth/verify-login',
        'POST auth/verify-signup',
        'POST contacts',
        'GET unsubscribe',
        'POST unsubscribe',
      ].sort(),
    );
    expect(matchEndpoint('POST', 'short-code')?.public).toBe(false);
    expect(matchEndpoint('POST', 'short-code/Ab3dE5gH7j/access-requests')?.public).toBe(false);
    expect(matchEndpoint('POST', 'auth/signup/business-data')?.public).toBe(false);
  });

  it.each([
    ['GET', 'nothing/here'],
    ['PATCH', 'user'],
    ['GET', 'user/'],
    ['GET', '/user'],
    ['GET', 'teams//members'],
    ['GET', 'teams/..'],
    ['GET', 'teams/.'],
    ['GET', 'teams/a%2Fb'],
    ['GET', 'teams/a b'],
    ['GET', '_dev/mail'],
    ['GET', ''],
  ])('refuses %s %s', (method, path) => {
    expect(matchEndpoint(method, path)).toBeNull();
  });
});
