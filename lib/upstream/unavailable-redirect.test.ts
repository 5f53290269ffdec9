/**
 * The redirect decision for a page render that meets an outage. upstreamJson's part (which calls
 * redirect, which throws) is in upstream-json-page-render.test.ts.
 */
import { unavailableLocation, unavailableTarget } from './unavailable-redirect';

describe('unavailableTarget', () => {
  it.each([
    ['/profile', '/profile'],
    ['/workspace/all/tasks?taskId=4', '/workspace/all/tasks?taskId=4'],
    ['/s/abc', '/s/abc'],
    ['/', '/'],
  ])('goes back to the same-site page %s', (target, expected) => expect(unavailableTarget(target)).toBe(expected));

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    // Never back to itself: it would come back to the 503 forever.
    '/unavailable',
    '/unavailable/?redirect=%2Fprofile',
    '/unavailable?redirect=%2Fprofile',
  ])('goes to / instead of %p', (target) => expect(unavailableTarget(target)).toBe('/'));
});

describe('unavailableLocation', () => {
  it("is /unavailable with the page's path and query for a page render", () => {
    expect(unavailableLocation('/profile?tab=1&x=%20')).toBe('/unavailable?redirect=%2Fprofile%3Ftab%3D1%26x%3D%2520');
  });

  it('keeps an unsafe path out of it', () => {
    expect(unavailableLocation('//evil.example/x')).toBe('/unavailable?redirect=%2F');
  });

  it.each([null, undefined, ''])('is null outside a page render (no page path: %p)', (path) => {
    expect(unavailableLocation(path)).toBeNull();
  });
});
