import { createNonce, pageCsp, realtimeOrigin } from './csp';

/** `name value…` pairs of a policy, for assertions that do not depend on directive order. */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources.join(' ')];
    }),
  );
}

describe('pageCsp', () => {
  const policy = directives(pageCsp({ nonce: 'abc123==', realtimeOrigin: 'ws://app.example:6001', development: false }));

  it('runs only scripts that carry the nonce, and what they load', () => {
    expect(policy['script-src']).toBe("'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(policy['object-src']).toBe("'none'");
    expect(policy['base-uri']).toBe("'self'");
  });

  it('cannot be framed and posts forms only to itself', () => {
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['form-action']).toBe("'self'");
  });

  it('allows the realtime socket next to same-origin calls, images from data: and blob:', () => {
    expect(policy['connect-src']).toBe("'self' ws://app.example:6001");
    expect(policy['img-src']).toBe("'self' data: blob:");
    expect(policy['default-src']).toBe("'self'");
  });

  it('keeps inline styles (server-rendered style attributes) without a nonce that would cancel them', () => {
    expect(policy['style-src']).toBe("'self' 'unsafe-inline'");
  });

  it("allows 'unsafe-eval' in development only", () => {
    expect(policy['script-src']).not.toContain('unsafe-eval');
    const dev = directives(pageCsp({ nonce: 'n', realtimeOrigin: null, development: true }));
    expect(dev['script-src']).toContain("'unsafe-eval'");
    expect(dev['connect-src']).toBe("'self'");
  });
});

describe('createNonce', () => {
  it('is 16 random bytes in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('realtimeOrigin', () => {
  const config = { host: null, port: 6001, forceTLS: false };

  it('uses the page host name when PUSHER_PUBLIC_HOST is unset (as the browser does)', () => {
    expect(realtimeOrigin(config, 'localhost:3000')).toBe('ws://localhost:6001');
    expect(realtimeOrigin(config, 'app.example.com, proxy.internal')).toBe('ws://app.example.com:6001');
  });

  it('uses PUSHER_PUBLIC_HOST and wss with TLS', () => {
    expect(realtimeOrigin({ host: 'ws.example.com', port: 443, forceTLS: true }, 'app.example.com')).toBe('wss://ws.example.com:443');
  });

  it.each([null, '', '[::1]:3000', "evil.example; script-src 'unsafe-inline'", 'a b'])('falls back to any host on that port for %p', (host) => {
    expect(realtimeOrigin(config, host)).toBe('ws://*:6001');
  });
});
