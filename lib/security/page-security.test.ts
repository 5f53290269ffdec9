/** proxy.ts stamps every page and redirect with a fresh nonce CSP and the fixed headers. */
import { proxy } from '@/proxy';
import { setTestEnv } from '@/lib/upstream/testing/fake-upstream';
import { testRequest } from '@/lib/upstream/testing/session-cookie';
import { resetEnvForTests } from '@/lib/env';
import { SECURITY_HEADERS } from './static-headers';

beforeEach(() => {
  setTestEnv('http://127.0.0.1:9/api');
  process.env.PUSHER_PUBLIC_PORT = '6123';
  resetEnvForTests();
});
afterAll(() => {
  delete process.env.PUSHER_PUBLIC_PORT;
  resetEnvForTests();
});

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('page security headers', () => {
  it('give a page a CSP with a fresh nonce, also handed to the render', async () => {
    const first = await proxy(await testRequest('/login', { headers: { host: 'app.example:3000' } }));
    const second = await proxy(await testRequest('/login'));
    const csp = first.headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' ws://app.example:6123");
    expect(nonceOf(csp)).not.toBe(nonceOf(second.headers.get('content-security-policy')));
    // NextResponse.next({ request }) carries the overridden request headers this way.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
    expect(first.headers.get('x-middleware-request-x-nonce')).toBe(nonceOf(csp));
  });

  it('carry the fixed headers on pages and on the gate redirects', async () => {
    for (const path of ['/login', '/profile']) {
      const response = await proxy(await testRequest(path));
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
      expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    }
  });

  it('ignore a nonce the browser sent', async () => {
    const response = await proxy(await testRequest('/login', { headers: { 'x-nonce': 'forged', 'content-security-policy': "script-src 'nonce-forged'" } }));
    expect(response.headers.get('x-middleware-request-x-nonce')).not.toBe('forged');
    expect(response.headers.get('x-middleware-request-content-security-policy')).not.toContain('forged');
  });
});
