import { z } from 'zod';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  REALTIME_PORT: z.coerce.number().int().min(0).max(65535).default(6001),
  REALTIME_HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('.data'),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Collab <no-reply@collab.local>'),
  /** Notifications of one record for one person within this many seconds are one mail (decision 0032). */
  NOTIFICATION_MAIL_BATCH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  /** Signs the unsubscribe links of notification mail; unset: derived from PUSHER_APP_SECRET. */
  MAIL_LINK_SECRET: z.string().min(16).optional(),
  PUSHER_APP_ID: z.string().default('app-id'),
  PUSHER_APP_KEY: z.string().default('app-key'),
  PUSHER_APP_SECRET: z.string().optional(),
  PUSHER_HOST: z.string().default('127.0.0.1'),
  PUSHER_PORT: z.coerce.number().int().optional(),
  PUSHER_SCHEME: z.enum(['http', 'https']).default('http'),
  PUSHER_CLUSTER: z.string().default('mt1'),
  REALTIME_EMBEDDED: bool,
  /** Realtime abuse limits (realtime/limits.ts): connections per client address, client events per second per connection. */
  REALTIME_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).default(100),
  REALTIME_CLIENT_EVENTS_PER_SECOND: z.coerce.number().int().min(1).default(10),
  /** Proxies in front of the realtime server that append to X-Forwarded-For (0: the socket's address counts). */
  REALTIME_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  JOBS_EMBEDDED: bool,
  SUPERADMIN_EMAILS: z.string().default(''),
  AUTH_SENDS_PER_IP: z.coerce.number().int().positive().default(30),
  AUTH_TRIES_PER_IP: z.coerce.number().int().positive().default(60),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** Days a deleted record stays restorable in the trash before the purge job removes it (decision 0027). */
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Minutes before a meeting starts that its attendees are reminded (issue 33; 0 turns it off). */
  MEETING_REMINDER_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  /** Business days (Saturday and Sunday skipped) until a monitoring alert's task is due. */
  ALERT_TASK_DUE_BUSINESS_DAYS: z.coerce.number().int().min(0).max(60).default(2),
  /** Documents (file versions, insight files and resources) stream to storage up to this size. */
  DOCUMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_OAUTH_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_OAUTH_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_REVOKE_URL: z.string().url().default('https://oauth2.googleapis.com/revoke'),
  GOOGLE_CALENDAR_API_URL: z.string().url().default('https://www.googleapis.com/calendar/v3'),
  SMS_TRANSPORT: z.enum(['outbox', 'webhook']).default('outbox'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  /** Set: uploads and documents live in this S3 bucket (any S3-compatible service), else on disk. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional().or(z.literal('')),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  /** Monitoring engine (decision 0009): see `monitoring` in UpstreamConfig. */
  MONITORING_ENABLED: bool,
  MONITORING_ALLOW_HOSTS: z.string().optional(),
  MONITORING_BROWSER: bool,
  MONITORING_BROWSER_PATH: z.string().optional(),
  MONITORING_WORKERS: z.coerce.number().int().min(1).max(32).default(2),
  MONITORING_POLL_MS: z.coerce.number().int().min(50).default(2000),
  MONITORING_TICK_MS: z.coerce.number().int().min(100).default(30_000),
  MONITORING_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  MONITORING_CRAWL_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  MONITORING_RETRY_BASE_MS: z.coerce.number().int().min(1).default(2000),
  MONITORING_PRICE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(8000),
  MONITORING_LEARN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  MONITORING_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  TOKEN_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  API_FAILED_AUTH_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Outbound webhooks (decision 0031): delays before each retry, in seconds, comma-separated; their count + 1 is the number of attempts. */
  WEBHOOK_RETRY_DELAYS: z
    .string()
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'seconds, comma-separated, e.g. 5,30,120')
    .default('5,30,120,600,3600,21600,43200'),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

/** The demo shop (`npm run demo-shop`) on its default port: reachable outside production only. */
export const DEV_MONITORING_ALLOW_HOSTS = '127.0.0.1:4500,localhost:4500';
const DEFAULT_BROWSER_PATH = '/usr/bin/chromium';

export type MonitoringConfig = {
  /** Run the scraping engine where jobs run (embedded upstream or `npm run worker`); off in tests. */
  enabled: boolean;
  /**
   * `parseAllowList` format. Unset: nothing private in production (127.0.0.1, 10/8, 169.254… are
   * refused), the demo shop on 127.0.0.1:4500 in development. Set (even empty) wins everywhere.
   */
  allowHosts: string;
  /** Chromium for pages that need scripts; `path` unset or `enabled` false: such pages say so. */
  browser: { enabled: boolean; path?: string };
  /** Concurrent fetches per process (each still waits for its retailer domain's turn). */
  workers: number;
  /** How often an idle worker looks for queued requests (a wake-up starts it at once). */
  pollMs: number;
  /** How often the embedded (PGlite) scheduler looks for due pages; pg-boss uses a minute cron. */
  tickMs: number;
  fetchTimeoutMs: number;
  /** Between two requests to one domain when robots.txt names no Crawl-delay. */
  defaultCrawlDelayMs: number;
  /** First retry delay of a 5xx / network failure; each next one is 4 times longer (capped). */
  retryBaseMs: number;
  maxAttempts: number;
  /** How long the browser waits for a script-drawn price to read as a price (not "…"). */
  priceWaitMs: number;
  /**
   * Between the two loads that learn a page's dynamic parts (first check, "Learn ignored parts");
   * never shorter than the domain's crawl delay. 0 turns learning on the first check off.
   */
  learnDelayMs: number;
};

export type UpstreamConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  realtimePort: number;
  /** Interface the realtime server binds (embedded or `npm run realtime`). */
  realtimeHost: string;
  dataDir: string;
  appUrl: string;
  databaseUrl?: string;
  mail: { transport: 'outbox' | 'smtp'; smtpUrl?: string; from: string; outboxDir: string };
  /** Notification mail (decision 0032): the batching window, and the key of the unsubscribe links' HMAC. */
  notificationMail: { batchMs: number; linkSecret: string };
  pusher: { appId: string; key: string; secret: string; host: string; port: number; scheme: 'http' | 'https'; cluster: string };
  realtimeEmbedded: boolean;
  /** Per-client limits of the realtime server (embedded or `npm run realtime`). */
  realtimeLimits: { maxConnectionsPerIp: number; clientEventsPerSecond: number; trustedProxyHops: number };
  /** Run the maintenance jobs inside this upstream; false when `npm run worker` runs them. */
  jobsEmbedded: boolean;
  superadminEmails: string[];
  uploadsDir: string;
  uploadMaxBytes: number;
  documentMaxBytes: number;
  /** Days a deleted record stays in the trash (TRASH_RETENTION_DAYS, default 30). */
  trashRetentionDays: number;
  /** Reminders (issue 33): minutes before a meeting (0 = none); business days until an alert's task is due. */
  reminders: { meetingMinutes: number; alertTaskDueBusinessDays: number };
  /** Code sends and tries allowed per IP in 15 minutes (per-email limits are fixed). */
  authLimits: { sendsPerIp: number; triesPerIp: number };
  /** Google Calendar OAuth; `clientId`/`clientSecret` unset means "not configured". */
  google: { clientId?: string; clientSecret?: string; tokenUrl: string; authUrl: string; revokeUrl: string; calendarApiUrl: string };
  /** `webhook` POSTs `{ to, text }` as JSON to `webhookUrl` (any SMS gateway adapter). */
  sms: { transport: 'outbox' | 'webhook'; outboxDir: string; webhookUrl?: string };
  /** Object storage; unset means files under `uploadsDir`. Keys unset: the SDK's credential chain. */
  s3?: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  monitoring: MonitoringConfig;
  /**
   * How long a read request may reuse a resolved bearer token (services/tokens/token-cache.ts):
   * 5 s by default, 0 = off (the default under NODE_ENV=test, so tests see every change at once).
   */
  tokenCacheMs: number;
  /**
   * Limits of API tokens (decision 0036): calls per token per minute, and failed authentications per
   * client IP per minute (API_RATE_LIMIT_PER_MINUTE, default 120; API_FAILED_AUTH_PER_MINUTE, 30).
   */
  apiLimits: { perMinute: number; failedAuthPerMinute: number };
  /**
   * Outbound webhooks (decision 0031): the delay before each retry (so `retryDelaysMs.length + 1`
   * attempts; a message failing them all fails, and disables its endpoint if nothing got through
   * since), and the time allowed for one attempt. Targets pass the monitoring address guard
   * (`monitoring.allowHosts`).
   */
  webhooks: { retryDelaysMs: number[]; timeoutMs: number };
};

/** Validates the environment once at boot; a bad value stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid upstream configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.PUSHER_APP_SECRET) {
    throw new Error('PUSHER_APP_SECRET must be set in production.');
  }
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL.');
  if (e.SMS_TRANSPORT === 'webhook' && !e.SMS_WEBHOOK_URL) throw new Error('SMS_TRANSPORT=webhook needs SMS_WEBHOOK_URL.');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.UPSTREAM_PORT,
    realtimePort: e.REALTIME_PORT,
    realtimeHost: e.REALTIME_HOST,
    dataDir,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL || undefined,
    mail: { transport: e.MAIL_TRANSPORT, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'mail') },
    notificationMail: {
      batchMs: e.NOTIFICATION_MAIL_BATCH_SECONDS * 1000,
      // A key of its own, derived so that a link's signature never doubles as a realtime one.
      linkSecret:
        e.MAIL_LINK_SECRET ??
        createHmac('sha256', e.PUSHER_APP_SECRET ?? 'app-secret')
          .update('notification-mail-links')
          .digest('hex'),
    },
    pusher: {
      appId: e.PUSHER_APP_ID,
      key: e.PUSHER_APP_KEY,
      secret: e.PUSHER_APP_SECRET ?? 'app-secret',
      host: e.PUSHER_HOST,
      port: e.PUSHER_PORT ?? e.REALTIME_PORT,
      scheme: e.PUSHER_SCHEME,
      cluster: e.PUSHER_CLUSTER,
    },
    realtimeEmbedded: e.REALTIME_EMBEDDED ?? true,
    realtimeLimits: {
      maxConnectionsPerIp: e.REALTIME_MAX_CONNECTIONS_PER_IP,
      clientEventsPerSecond: e.REALTIME_CLIENT_EVENTS_PER_SECOND,
      trustedProxyHops: e.REALTIME_TRUSTED_PROXY_HOPS,
    },
    jobsEmbedded: e.JOBS_EMBEDDED ?? true,
    superadminEmails: e.SUPERADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    uploadsDir: path.join(dataDir, 'uploads'),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    documentMaxBytes: e.DOCUMENT_MAX_BYTES,
    trashRetentionDays: e.TRASH_RETENTION_DAYS,
    reminders: { meetingMinutes: e.MEETING_REMINDER_MINUTES, alertTaskDueBusinessDays: e.ALERT_TASK_DUE_BUSINESS_DAYS },
    authLimits: { sendsPerIp: e.AUTH_SENDS_PER_IP, triesPerIp: e.AUTH_TRIES_PER_IP },
    google: {
      clientId: e.GOOGLE_CLIENT_ID || undefined,
      clientSecret: e.GOOGLE_CLIENT_SECRET || undefined,
      tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
      authUrl: e.GOOGLE_OAUTH_AUTH_URL,
      revokeUrl: e.GOOGLE_OAUTH_REVOKE_URL,
      calendarApiUrl: e.GOOGLE_CALENDAR_API_URL.replace(/\/+$/, ''),
    },
    sms: { transport: e.SMS_TRANSPORT, outboxDir: path.join(dataDir, 'sms'), webhookUrl: e.SMS_WEBHOOK_URL },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT || undefined,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
        }
      : undefined,
    tokenCacheMs: e.TOKEN_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 5000),
    apiLimits: { perMinute: e.API_RATE_LIMIT_PER_MINUTE, failedAuthPerMinute: e.API_FAILED_AUTH_PER_MINUTE },
    webhooks: { retryDelaysMs: e.WEBHOOK_RETRY_DELAYS.split(',').map((s) => Number(s.trim()) * 1000), timeoutMs: e.WEBHOOK_TIMEOUT_MS },
    monitoring: {
      enabled: e.MONITORING_ENABLED ?? e.NODE_ENV !== 'test',
      allowHosts: e.MONITORING_ALLOW_HOSTS ?? (e.NODE_ENV === 'production' ? '' : DEV_MONITORING_ALLOW_HOSTS),
      browser: {
        enabled: e.MONITORING_BROWSER ?? true,
        path: e.MONITORING_BROWSER_PATH || (existsSync(DEFAULT_BROWSER_PATH) ? DEFAULT_BROWSER_PATH : undefined),
      },
      workers: e.MONITORING_WORKERS,
      pollMs: e.MONITORING_POLL_MS,
      tickMs: e.MONITORING_TICK_MS,
      fetchTimeoutMs: e.MONITORING_FETCH_TIMEOUT_MS,
      defaultCrawlDelayMs: e.MONITORING_CRAWL_DELAY_MS,
      retryBaseMs: e.MONITORING_RETRY_BASE_MS,
      priceWaitMs: e.MONITORING_PRICE_WAIT_MS,
      learnDelayMs: e.MONITORING_LEARN_DELAY_MS,
      maxAttempts: e.MONITORING_MAX_ATTEMPTS,
    },
  };
}
