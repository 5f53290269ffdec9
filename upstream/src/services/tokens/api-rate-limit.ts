import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../lib/errors';
import { countHit, secondsUntil, type RateRule } from '../../lib/rate-limit';

const WINDOW_SECONDS = 60;

/**
 * Limits a client can follow (issue 31, decision 0036): every call made with an API token (full
 * access or custom) counts against that token's budget, `config.apiLimits.perMinute` calls in a
 * fixed one-minute window kept in PostgreSQL (shared by every instance, like the sign-in limits).
 * Every such answer — 429s and errors included — carries the budget:
 * - `X-RateLimit-Limit`: calls allowed per window;
 * - `X-RateLimit-Remaining`: calls left in this window;
 * - `X-RateLimit-Reset`: seconds until the window starts over.
 * Past the limit: 429 with `Retry-After` (seconds). Session tokens (the app's own calls) are not
 * counted here: the app is not a script, and its sign-in is limited on its own.
 */
export async function limitTokenCall(c: Context<AppEnv>, tokenId: number): Promise<void> {
  await count(c, { key: `api-token:${tokenId}`, limit: c.var.deps.config.apiLimits.perMinute, windowSeconds: WINDOW_SECONDS });
}

/**
 * A bearer that resolves to no live token counts against the client's address: past
 * `config.apiLimits.failedAuthPerMinute` failures a minute, the answer is 429 instead of 401, so a
 * script looping on a revoked token (or someone guessing) is slowed down, not served.
 */
export async function limitFailedAuth(c: Context<AppEnv>): Promise<void> {
  await count(c, { key: `api-auth-fail:${c.var.clientIp}`, limit: c.var.deps.config.apiLimits.failedAuthPerMinute, windowSeconds: WINDOW_SECONDS });
}

async function count(c: Context<AppEnv>, rule: RateRule): Promise<void> {
  const { db, now } = c.var.deps;
  const at = now();
  const counted = await countHit(db, rule, at);
  const reset = secondsUntil(counted.resetAt, at);
  c.header('X-RateLimit-Limit', String(rule.limit));
  c.header('X-RateLimit-Remaining', String(Math.max(0, rule.limit - counted.count)));
  c.header('X-RateLimit-Reset', String(reset));
  if (counted.count > rule.limit) {
    throw new AppError('TOO_MANY_REQUESTS', `Too many requests: the limit is ${rule.limit} a minute. Retry after ${reset} seconds.`, {
      retryAfterSeconds: reset,
    });
  }
}
