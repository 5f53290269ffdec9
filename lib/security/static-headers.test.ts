import { API_CSP, SECURITY_HEADERS, STATIC_CSP, staticHeaderRules } from './static-headers';

const cspOf = (source: string) =>
  staticHeaderRules()
    .find((rule) => rule.source === source)
    ?.headers.find((h) => h.key === 'Content-Security-Policy')?.value;

describe('fixed security headers', () => {
  it('are the ones every response needs', () => {
    expect(SECURITY_HEADERS).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
  });

  it('apply to every path in next.config.mjs', () => {
    const all = staticHeaderRules().find((rule) => rule.source === '/:path*');
    expect(Object.fromEntries(all?.headers.map((h) => [h.key, h.value]) ?? [])).toEqual(SECURITY_HEADERS);
    // Pages get their CSP (with the nonce) from proxy.ts: a fixed one here would override it.
    expect(all?.headers.some((h) => h.key === 'Content-Security-Policy')).toBe(false);
  });

  it('give API answers and static files a policy that runs nothing', () => {
    expect(cspOf('/api/:path*')).toBe(API_CSP);
    expect(cspOf('/_next/:path*')).toBe(STATIC_CSP);
    expect(STATIC_CSP).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
  });

  it("contain the upstream's document policy, so a relayed download is never weakened", () => {
    // upstream/src/lib/document-response.ts
    for (const directive of ["default-src 'none'", 'sandbox']) expect(API_CSP.split('; ')).toContain(directive);
    expect(API_CSP).toContain("frame-ancestors 'none'");
  });
});
