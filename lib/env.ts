/**
 * Server environment of the BFF (never import from client components: it reads secrets).
 * Parsed lazily on first use so importing a module does not require a complete environment
 * (next build, Jest), then cached for the life of the process.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { PhoneClientConfig } from '@/lib/phone/phone-config';

const SESSION_SECRET_MIN = 32;

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
const flag = z
  .string()
  .default('false')
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0', '']))
  .transform((value) => value === 'true' || value === '1');
/** An empty variable means "unset" (a blank line in a .env file should not override a default). */
const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
const optionalPort = optional.transform((value) => (value === undefined ? undefined : Number(value))).pipe(z.number().int().min(1).max(65535).optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: port(3000),
  UPSTREAM_PORT: port(8000),
  REALTIME_PORT: port(6001),
  DATA_DIR: z.string().min(1).default('.data'),
  UPSTREAM_URL: optional.pipe(z.url().optional()),
  APP_URL: optional.pipe(z.url().optional()),
  SESSION_SECRET: optional,
  PUSHER_APP_KEY: z.string().min(1).default('app-key'),
  PUSHER_PORT: optionalPort,
  PUSHER_PUBLIC_HOST: optional,
  PUSHER_PUBLIC_PORT: optionalPort,
  PUSHER_PUBLIC_TLS: flag,
  PUSHER_CLUSTER: z.string().min(1).default('mt1'),
  PHONE_DEFAULT_COUNTRY: optional
    .transform((value) => value?.toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. US')
        .optional(),
    ),
  PHONE_PREFERRED_COUNTRIES: z
    .string()
    .default('US,GB,CA')
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be comma-separated two-letter country codes, e.g. US,GB,CA'))),
  IP_COUNTRY_LOOKUP_URL: optional.pipe(z.url().optional()),
  IP_COUNTRY_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(1500),
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(3000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  TRUSTED_PROXY_HOPS: optional
    .transform((value) => (value === undefined ? 0 : Number(value)))
    .pipe(z.number({ message: 'must be a whole number' }).int('must be a whole number').min(0).max(10)),
});

export interface ServerEnv {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  upstreamPort: number;
  /** API base without a trailing slash, e.g. `http://127.0.0.1:8000/api`. */
  upstreamUrl: string;
  /** Public origin of the BFF (no trailing slash). */
  appUrl: string;
  sessionSecret: string;
  dataDir: string;
  /** Country-by-IP service: `<url>/<client ip>` (or `<url>/s` for the caller itself) answers `1;US;…` (ip2c.org's format). */
  ipCountryLookupUrl: string;
  ipCountryLookupTimeoutMs: number;
  /** How long an upstream call may take to connect (lib/upstream/upstream-bounds.ts). */
  upstreamConnectTimeoutMs: number;
  /** How long an upstream call may go without progress: body bytes sent, then its answer's headers. */
  upstreamTimeoutMs: number;
  /**
   * How many reverse proxies in front of the BFF append to X-Forwarded-For (0: browsers connect
   * directly). Only then are X-Forwarded-For entries and X-Forwarded-Host/Proto believed.
   */
  trustedProxyHops: number;
}

export type { PhoneClientConfig };

/** What the browser needs to open the realtime connection (no secrets). */
export interface RealtimeClientConfig {
  key: string;
  /** null: connect to the hostname the page was served from. */
  host: string | null;
  port: number;
  forceTLS: boolean;
  cluster: string;
}

interface Cached {
  server: ServerEnv;
  realtime: RealtimeClientConfig;
  phone: PhoneClientConfig;
}

let cached: Cached | null = null;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Development and tests get a stable secret without setup: generated once and kept in DATA_DIR,
 * so sessions survive restarts. `wx` makes concurrent first starts agree on a single file.
 */
function readOrCreateDevSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return readFileSync(file, 'utf8').trim();
  }
}

function resolveSessionSecret(nodeEnv: ServerEnv['nodeEnv'], given: string | undefined, dataDir: string): string {
  const secret = given ?? (nodeEnv === 'production' ? undefined : readOrCreateDevSecret(dataDir));
  if (secret === undefined) {
    throw new Error('SESSION_SECRET is required in production (at least 32 characters), e.g. `openssl rand -hex 32`.');
  }
  if (secret.length < SESSION_SECRET_MIN) {
    throw new Error(`SESSION_SECRET must be at least ${SESSION_SECRET_MIN} characters long.`);
  }
  return secret;
}

function load(): Cached {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid BFF environment: ${detail}`);
  }
  const env = parsed.data;
  const server: ServerEnv = {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    upstreamPort: env.UPSTREAM_PORT,
    upstreamUrl: trimSlash(env.UPSTREAM_URL ?? `http://127.0.0.1:${env.UPSTREAM_PORT}/api`),
    appUrl: trimSlash(env.APP_URL ?? `http://localhost:${env.PORT}`),
    sessionSecret: resolveSessionSecret(env.NODE_ENV, env.SESSION_SECRET, env.DATA_DIR),
    dataDir: env.DATA_DIR,
    ipCountryLookupUrl: trimSlash(env.IP_COUNTRY_LOOKUP_URL ?? 'https://ip2c.org'),
    ipCountryLookupTimeoutMs: env.IP_COUNTRY_LOOKUP_TIMEOUT_MS,
    upstreamConnectTimeoutMs: env.UPSTREAM_CONNECT_TIMEOUT_MS,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
  };
  const realtime: RealtimeClientConfig = {
    key: env.PUSHER_APP_KEY,
    host: env.PUSHER_PUBLIC_HOST ?? null,
    port: env.PUSHER_PUBLIC_PORT ?? env.PUSHER_PORT ?? env.REALTIME_PORT,
    forceTLS: env.PUSHER_PUBLIC_TLS,
    cluster: env.PUSHER_CLUSTER,
  };
  const phone: PhoneClientConfig = { defaultCountry: env.PHONE_DEFAULT_COUNTRY ?? null, preferredCountries: env.PHONE_PREFERRED_COUNTRIES };
  return { server, realtime, phone };
}

/** The validated server environment; throws a readable error on the first call if it is invalid. */
export function serverEnv(): ServerEnv {
  cached ??= load();
  return cached.server;
}

/** Browser realtime settings, safe to pass to a client component as props. */
export function realtimeClientConfig(): RealtimeClientConfig {
  cached ??= load();
  return cached.realtime;
}

/** The phone input's settings, safe to pass to a client component as props. */
export function phoneClientConfig(): PhoneClientConfig {
  cached ??= load();
  return cached.phone;
}

/** Forget the cached environment so a test can change process.env and read it again. */
export function resetEnvForTests(): void {
  cached = null;
}
