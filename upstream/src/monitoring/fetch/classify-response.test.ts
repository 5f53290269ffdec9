import { challengeMarker, classifyResponse, parseRetryAfter } from './classify-response';

const NOW = new Date('2026-03-01T12:00:00Z');

describe('classifyResponse', () => {
  it.each([
    [200, 'ok'],
    [204, 'ok'],
    [401, 'blocked'],
    [403, 'blocked'],
    [404, 'not_found'],
    [410, 'not_found'],
    [429, 'rate_limited'],
    [500, 'server_error'],
    [503, 'server_error'],
    [400, 'http_error'],
    [304, 'http_error'],
  ])('HTTP %i → %s', (status, kind) => {
    expect(classifyResponse(status, {}, '', NOW).kind).toBe(kind);
  });

  it('names the challenge in a 403 (the demo shop’s CDN page)', async () => {
    const html = '<html><head><title>Just a moment...</title></head><body>Checking your browser before accessing the shop.</body></html>';
    expect(classifyResponse(403, { 'cf-mitigated': 'challenge' }, html, NOW)).toEqual({
      kind: 'blocked',
      detail: 'HTTP 403 (Cloudflare challenge (cf-mitigated))',
    });
    expect(challengeMarker(html, {})).toBe('challenge page');
    expect(challengeMarker('<div class="g-recaptcha"></div>', {})).toBe('captcha');
    expect(challengeMarker('<p>Access denied for stock</p><title>Shop</title>', {})).toBeNull();
  });

  it('reads Retry-After as seconds or an HTTP date, never as a guess', async () => {
    expect(parseRetryAfter('2', NOW)).toBe(2000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:00:30 GMT', NOW)).toBe(30_000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 11:00:00 GMT', NOW)).toBe(0);
    expect(parseRetryAfter('soon', NOW)).toBeNull();
    expect(parseRetryAfter(undefined, NOW)).toBeNull();
    expect(classifyResponse(429, { 'retry-after': '2' }, '', NOW)).toEqual({ kind: 'rate_limited', retryAfterMs: 2000 });
  });
});
