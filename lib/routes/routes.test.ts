import { isCompanyRoute, isValidWorkspaceId, isWorkspaceRoute } from './area-routes';
import { sharedLinkReturn } from './shared-link-return';

describe('area routes', () => {
  it.each([
    ['all', true],
    ['12', true],
    ['x1', false],
    ['', false],
    ['1.5', false],
  ])('workspace id %s valid=%s', (id, ok) => {
    expect(isValidWorkspaceId(id)).toBe(ok);
  });
  it('knows section 2 children and nothing else', () => {
    expect(isWorkspaceRoute([])).toBe(true);
    expect(isWorkspaceRoute(['meetings', '4'])).toBe(true);
    expect(isWorkspaceRoute(['nope'])).toBe(false);
    expect(isCompanyRoute(['monitoring', '3', 'retailer-page-versions', '9'])).toBe(true);
    expect(isCompanyRoute(['brands', '3', 'edit'])).toBe(true);
    expect(isCompanyRoute(['brands', '3', 'delete'])).toBe(false);
  });
});

describe('sharedLinkReturn', () => {
  const origin = 'https://app.example';
  it('returns to a same-site /s/ referrer with ?error=', () => {
    expect(sharedLinkReturn('https://app.example/s/abc', origin, 'No access')).toBe('/s/abc?error=No+access');
  });
  it.each(['', 'https://app.example/workspaces', 'https://evil.example/s/abc', 'not a url'])('ignores %p', (ref) => {
    expect(sharedLinkReturn(ref, origin, 'x')).toBeNull();
  });
});
