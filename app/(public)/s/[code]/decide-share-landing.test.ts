import { decideShareLanding, landingBeforeResolve, landingWithoutAccess, loginFor } from './decide-share-landing';

describe('landingBeforeResolve', () => {
  it('resolves a well-formed code with no error', () => {
    expect(landingBeforeResolve('AbC123xyz9', undefined)).toBeNull();
  });
  it.each(['', 'a/b', '..', 'x'.repeat(65), 'abc%20'])('does not look %p up', (code) => {
    expect(landingBeforeResolve(code, undefined)).toEqual({ kind: 'page', page: 'not-found' });
  });
  it('shows the error a record page sent back instead of resolving again', () => {
    expect(landingBeforeResolve('AbC123xyz9', 'File not found.')).toEqual({ kind: 'page', page: 'failed', detail: 'File not found.' });
    expect(landingBeforeResolve('AbC123xyz9', ['First', 'Second'])).toEqual({ kind: 'page', page: 'failed', detail: 'First' });
    expect(landingBeforeResolve('AbC123xyz9', '  ')).toEqual({ kind: 'page', page: 'failed', detail: 'Something went wrong.' });
    expect(landingBeforeResolve('AbC123xyz9', 'x'.repeat(500))).toMatchObject({ detail: 'x'.repeat(300) });
  });
});

describe('decideShareLanding', () => {
  it('opens the record at its same-site url', () => {
    expect(decideShareLanding('AbC123xyz9', 200, '/workspace/3/files?fileId=9')).toEqual({ kind: 'forward', to: '/workspace/3/files?fileId=9' });
  });
  it.each(['https://evil.example/x', '//evil.example', undefined])('never leaves the site for %p', (url) => {
    expect(decideShareLanding('AbC123xyz9', 200, url)).toEqual({ kind: 'page', page: 'unavailable' });
  });
  it('sends a signed-out visitor to log in and come back', () => {
    expect(decideShareLanding('AbC123xyz9', 401)).toEqual({ kind: 'login', to: '/login?redirect=%2Fs%2FAbC123xyz9' });
    expect(loginFor('AbC123xyz9')).toBe('/login?redirect=%2Fs%2FAbC123xyz9');
  });
  it.each([
    [403, 'forbidden'],
    [404, 'not-found'],
    [410, 'expired'],
    [422, 'unavailable'],
    [500, 'unavailable'],
    [502, 'unavailable'],
  ] as const)('%i shows the %s page', (status, page) => {
    expect(decideShareLanding('AbC123xyz9', status)).toEqual({ kind: 'page', page });
  });
});

describe('landingWithoutAccess', () => {
  it('tells a signed-out visitor who shared what, and a member without access the same, with a way in', () => {
    expect(landingWithoutAccess('AbC123xyz9', 401, 200)).toEqual({ kind: 'page', page: 'sign-in' });
    expect(landingWithoutAccess('AbC123xyz9', 403, 200)).toEqual({ kind: 'page', page: 'forbidden' });
  });
  it('says nothing more of an unknown, expired or dead link than that', () => {
    expect(landingWithoutAccess('AbC123xyz9', 401, 404)).toEqual({ kind: 'page', page: 'not-found' });
    expect(landingWithoutAccess('AbC123xyz9', 401, 410)).toEqual({ kind: 'page', page: 'expired' });
  });
  it('falls back to the plain login or no-access page when the preview cannot be read', () => {
    expect(landingWithoutAccess('AbC123xyz9', 401, 502)).toEqual({ kind: 'login', to: loginFor('AbC123xyz9') });
    expect(landingWithoutAccess('AbC123xyz9', 403, 502)).toEqual({ kind: 'page', page: 'forbidden' });
  });
});
