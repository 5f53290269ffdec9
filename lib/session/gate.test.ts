import { decideGate } from './gate';
import type { GateDecision } from './gate';

const next: GateDecision = { kind: 'next' };
const to = (location: string): GateDecision => ({ kind: 'redirect', location });

describe('decideGate: signed out', () => {
  it.each([
    ['/', '', to('/login')],
    ['/', '?impersonated_token=abc', to('/login')],
    ['/profile', '', to('/login?redirect=%2Fprofile')],
    ['/workspace/3/tasks', '?taskId=9&x=1', to('/login?redirect=%2Fworkspace%2F3%2Ftasks%3FtaskId%3D9%26x%3D1')],
    // The token never travels into the login redirect.
    ['/admin', '?impersonated_token=abc&tab=2', to('/login?redirect=%2Fadmin%3Ftab%3D2')],
    ['/company/1/brands/new', '', to('/login?redirect=%2Fcompany%2F1%2Fbrands%2Fnew')],
    ['/login', '?redirect=%2Fprofile', next],
    ['/signup', '?email=a%40b.c', next],
    ['/contact', '', next],
    ['/s/xyz', '', next],
    ['/does-not-exist', '', next],
  ])('%s%s', (pathname, search, expected) => {
    expect(decideGate({ pathname, search, signedIn: false })).toEqual(expected);
  });
});

describe('decideGate: signed in', () => {
  it.each([
    ['/', '', next],
    ['/profile', '?tab=1', next],
    ['/login', '', to('/')],
    ['/login', '?redirect=%2Fworkspace%2F3%3Fa%3D1', to('/workspace/3?a=1')],
    ['/signup', '?redirect=%2F%2Fevil.example', to('/')],
    ['/login', '?redirect=https%3A%2F%2Fevil.example', to('/')],
    // Decided on the normalised path: each of these resolves to `//evil...`.
    ['/login', '?redirect=%2F.%2F%2Fevil.example', to('/')],
    ['/signup', '?redirect=%2F.%2F%5Cevil.example', to('/')],
    ['/login', '?redirect=%2F%2e%2e%2F%2Fevil', to('/')],
    ['/login', '?redirect=%2Fa%2F..%2F%2Fevil.example', to('/')],
    ['/login', '?redirect=%2Fa%2F.%2F..%2Fworkspace%2F3', to('/workspace/3')],
    // Never loop back to a sign-in page.
    ['/login', '?redirect=%2Flogin', to('/')],
    ['/s/xyz', '', next],
    ['/terms', '', next],
    ['/does-not-exist', '?impersonated_token=abc', next],
  ])('%s%s', (pathname, search, expected) => {
    expect(decideGate({ pathname, search, signedIn: true })).toEqual(expected);
  });

  it('starts impersonation and drops the token from the URL', () => {
    expect(decideGate({ pathname: '/workspaces', search: '?a=1&impersonated_token=tok-2&b=2', signedIn: true })).toEqual({
      kind: 'impersonate',
      token: 'tok-2',
      location: '/workspaces?a=1&b=2',
    });
    expect(decideGate({ pathname: '/', search: '?impersonated_token=tok-2', signedIn: true, fetchSite: 'same-origin' })).toEqual({
      kind: 'impersonate',
      token: 'tok-2',
      location: '/',
    });
  });

  it('ignores an empty token or one arriving from another site', () => {
    expect(decideGate({ pathname: '/profile', search: '?impersonated_token=', signedIn: true })).toEqual(to('/profile'));
    expect(decideGate({ pathname: '/profile', search: '?impersonated_token=t', signedIn: true, fetchSite: 'cross-site' })).toEqual(to('/profile'));
  });
});
