import { NextRequest } from 'next/server';
import { GET } from './route';

const get = (query: string) => GET(new NextRequest(`http://localhost:3000/unavailable${query}`));
/** Where the page's refresh (and its link) go back to. */
const refreshTarget = (html: string) => html.match(/http-equiv="refresh" content="5;url=([^"]*)"/)?.[1];

describe('GET /unavailable', () => {
  it('answers 503 with Retry-After, no caching and the unavailable wording', async () => {
    const response = get('?redirect=%2Fprofile');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('The service is unavailable. Please try again.');
    expect(refreshTarget(html)).toBe('/profile');
    expect(html).toContain('href="/profile"');
  });

  it('goes back to the page with its query (HTML-escaped)', async () => {
    const html = await get(`?redirect=${encodeURIComponent('/workspace/all/tasks?taskId=4&tab=x')}`).text();
    expect(refreshTarget(html)).toBe('/workspace/all/tasks?taskId=4&#38;tab=x');
  });

  it.each([
    '',
    '?redirect=',
    `?redirect=${encodeURIComponent('https://evil.example/')}`,
    `?redirect=${encodeURIComponent('//evil.example')}`,
    `?redirect=${encodeURIComponent('/\\evil.example')}`,
    `?redirect=${encodeURIComponent('/.//evil.example')}`,
    `?redirect=${encodeURIComponent('javascript:alert(1)')}`,
    `?redirect=${encodeURIComponent('/unavailable?redirect=%2Fprofile')}`,
  ])('goes back to / for %p (no open redirect, no loop)', async (query) => {
    const response = get(query);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(refreshTarget(html)).toBe('/');
    expect(html).not.toContain('evil');
    expect(html).not.toContain('<script');
  });

  it('escapes what it keeps', async () => {
    const html = await get(`?redirect=${encodeURIComponent('/s/a"b<c>')}`).text();
    expect(html).not.toContain('a"b');
    expect(html).not.toContain('<c>');
  });
});
