import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { unauthenticated } from '../lib/errors';
import { bearer } from './auth';
import { resolveToken } from '../services/tokens/resolve-token';

/**
 * Signs the caller in without checking one area's ability: `search` and `short-code` span several
 * areas (files, insights, meetings, tasks, companies), so their handlers check the ability of the
 * area each result or record belongs to (`hasAbility`). `auth.impersonator` is left unset: neither
 * route reads it. (Worth folding into middleware/auth.ts as `authenticate()` if more routes need it.)
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('auth')) {
    const { db, now } = c.var.deps;
    const token = bearer(c.req.header('authorization'));
    const resolved = token ? await resolveToken(db, token, now()) : null;
    if (!resolved) throw unauthenticated();
    c.set('auth', resolved);
  }
  await next();
};
