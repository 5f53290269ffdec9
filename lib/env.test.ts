import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { realtimeClientConfig, resetEnvForTests, serverEnv } from './env';

const saved = { ...process.env };
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bff-env-'));
  for (const key of Object.keys(process.env)) if (/^(PORT|UPSTREAM_|APP_URL|SESSION_SECRET|PUSHER_|REALTIME_PORT|DATA_DIR)/.test(key)) delete process.env[key];
  process.env.DATA_DIR = dir;
  resetEnvForTests();
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  process.env = { ...saved };
  resetEnvForTests();
});

const setNodeEnv = (value: string) => Object.assign(process.env, { NODE_ENV: value });

describe('serverEnv', () => {
  it('applies the documented defaults', () => {
    const env = serverEnv();
    expect(env.port).toBe(3000);
    expect(env.upstreamUrl).toBe('http://127.0.0.1:8000/api');
    expect(env.appUrl).toBe('http://localhost:3000');
    expect(env.isProduction).toBe(false);
  });

  it('trusts no proxy by default and validates TRUSTED_PROXY_HOPS', () => {
    delete process.env.TRUSTED_PROXY_HOPS;
    expect(serverEnv().trustedProxyHops).toBe(0);
    process.env.TRUSTED_PROXY_HOPS = '2';
    resetEnvForTests();
    expect(serverEnv().trustedProxyHops).toBe(2);
    for (const bad of ['-1', '1.5', 'one', '11']) {
      process.env.TRUSTED_PROXY_HOPS = bad;
      resetEnvForTests();
      expect(() => serverEnv()).toThrow(/TRUSTED_PROXY_HOPS/);
    }
  });

  it('derives URLs from the ports and trims trailing slashes', () => {
    process.env.PORT = '4000';
    process.env.UPSTREAM_PORT = '9000';
    expect(serverEnv().upstreamUrl).toBe('http://127.0.0.1:9000/api');
    expect(serverEnv().appUrl).toBe('http://localhost:4000');
    process.env.UPSTREAM_URL = 'https://api.example.com/api/';
    resetEnvForTests();
    expect(serverEnv().upstreamUrl).toBe('https://api.example.com/api');
  });

  it('creates the development secret once and reuses it', () => {
    const first = serverEnv().sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    resetEnvForTests();
    expect(serverEnv().sessionSecret).toBe(first);
  });

  it('requires SESSION_SECRET in production and rejects short secrets', () => {
    setNodeEnv('production');
    expect(() => serverEnv()).toThrow(/SESSION_SECRET is required in production/);
    process.env.SESSION_SECRET = 'short';
    resetEnvForTests();
    expect(() => serverEnv()).toThrow(/at least 32 characters/);
    process.env.SESSION_SECRET = 'p'.repeat(40);
    resetEnvForTests();
    expect(serverEnv().isProduction).toBe(true);
  });

  it('reports invalid values', () => {
    process.env.PORT = 'abc';
    expect(() => serverEnv()).toThrow(/Invalid BFF environment: PORT/);
  });
});

describe('realtimeClientConfig', () => {
  it('defaults to the page host and the realtime port', () => {
    expect(realtimeClientConfig()).toEqual({ key: 'app-key', host: null, port: 6001, forceTLS: false, cluster: 'mt1' });
  });

  it('follows PUSHER_PORT, then the public overrides', () => {
    process.env.PUSHER_PORT = '7000';
    expect(realtimeClientConfig().port).toBe(7000);
    Object.assign(process.env, { PUSHER_PUBLIC_HOST: 'ws.example.com', PUSHER_PUBLIC_PORT: '443', PUSHER_PUBLIC_TLS: 'true', PUSHER_APP_KEY: 'k' });
    resetEnvForTests();
    expect(realtimeClientConfig()).toEqual({ key: 'k', host: 'ws.example.com', port: 443, forceTLS: true, cluster: 'mt1' });
  });
});
