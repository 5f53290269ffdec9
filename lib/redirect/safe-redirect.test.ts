import { isSafeRedirect, safeRedirect } from './safe-redirect';

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

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/workspaces')).toBe('/workspaces');
  });
});
