import { isSafeRedirect, safeRedirect, sameSitePath } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/profile', '/profile'],
    ['/workspace/all/tasks?taskId=3', '/workspace/all/tasks?taskId=3'],
    ['/company/1/brands#top', '/company/1/brands#top'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['protocol-relative', '//evil.example'],
    ['backslash', '/\\evil.example'],
    ['backslash later', '/a\\b'],
    ['absolute http', 'http://evil.example/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['relative without slash', 'profile'],
    ['tab trick', '/\t/evil.example'],
    ['newline trick', '/\n/evil.example'],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('rejects %s', (_label, input) => {
    expect(isSafeRedirect(input)).toBe(false);
    expect(safeRedirect(input)).toBe('/');
  });

  // Each passes a check on the raw string, but resolves (in the browser and in new URL(location,
  // base)) to `//host`, another site.
  it.each([
    ['dot segment before a double slash', '/.//evil.example'],
    ['dot segment before a backslash', '/./\\evil.example'],
    ['encoded parent segment', '/%2e%2e//evil'],
    ['half-encoded parent segment', '/.%2e//evil'],
    ['parent segment', '/a/..//evil.example'],
    ['parents above the root', '/x/../../..//evil'],
    ['protocol-relative', '//evil'],
    ['backslash', '/\\evil'],
    ['raw tab', '/\t/evil'],
    ['raw newline', '/\n/evil.example'],
    ['raw carriage return', '/\r/evil.example'],
    ['absolute https', 'https://evil'],
  ])('rejects the open redirect %s', (_label, input) => {
    expect(sameSitePath(input)).toBeNull();
    expect(isSafeRedirect(input)).toBe(false);
    expect(safeRedirect(input)).toBe('/');
  });

  it('keeps encoded tabs and newlines as inert path characters', () => {
    // Only raw control characters are stripped by browsers; `%09` stays a literal segment.
    expect(safeRedirect('/%09/evil.example')).toBe('/%09/evil.example');
    expect(safeRedirect('/%0a%0d/evil')).toBe('/%0a%0d/evil');
    for (const target of ['/%09/evil.example', '/%0a%0d/evil']) {
      expect(new URL(safeRedirect(target), 'http://localhost:3000').origin).toBe('http://localhost:3000');
    }
  });

  it('returns the normalised path, query and fragment', () => {
    expect(safeRedirect('/a/./b/../c?x=1#top')).toBe('/a/c?x=1#top');
    expect(safeRedirect('/a/%2e%2e/profile')).toBe('/profile');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/workspaces')).toBe('/workspaces');
  });
});
