import type { MiddlewareHandler } from 'hono';
import { hasAbility } from '@/lib/permissions/abilities';
import type { AppEnv, AuthContext } from '../app-env';
import { forbidden, unauthenticated } from '../lib/errors';
import { isSuperadmin } from '../lib/user-resource';
import { forgetUserTokens, resolveTokenCached } from '../services/tokens/token-cache';

const NO_ABILITY = 'This token does not have the required ability.';

export const bearer = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7).trim() : '');

/**
 * Authenticates the bearer token and checks the token's ability for `area`. Every protected route
 * uses it: authorization lives in the upstream, not in the BFF.
 */
export function requireAuth(area: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Routers mounted at `/` share path prefixes (user/*), so several requireAuth may run on one
    // request: authenticate once, check each area's ability.
    const known = c.get('auth') as AuthContext | undefined;
    if (known) {
      if (!hasAbility(known.abilities, area, c.req.method)) throw forbidden(NO_ABILITY);
      await next();
      return;
    }
    const { db, now, config } = c.var.deps;
    const token = bearer(c.req.header('authorization'));
    // Reads may reuse a token resolved in the last few seconds; writes never do (token-cache.ts).
    const cache = { ttlMs: config.tokenCacheMs, reuse: c.req.method === 'GET' || c.req.method === 'HEAD' };
    const resolved = token ? await resolveTokenCached(db, token, now(), cache) : null;
    if (!resolved) throw unauthenticated();
    if (!hasAbility(resolved.abilities, area, c.req.method)) throw forbidden(NO_ABILITY);
    let impersonator;
    const impersonatorToken = c.req.header('x-impersonator-token');
    if (impersonatorToken && resolved.kind === 'impersonation') {
      const imp = await resolveTokenCached(db, impersonatorToken, now(), cache);
      // Only the live token of the super-administrator who issued this impersonation counts;
      // anything else (another admin, a stolen token of someone else) is ignored, not trusted.
      if (imp && imp.user.id === resolved.impersonatorId && isSuperadmin(c.var.deps.config, imp.user.email)) impersonator = imp.user;
    }
    c.set('auth', { ...resolved, impersonator });
    try {
      await next();
    } finally {
      // What a write changed (a revoked token, a new name, a phone) is seen by this user's next read.
      if (!cache.reuse) forgetUserTokens(db, resolved.user.id);
    }
  };
}

export const requireSuperadmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = c.var.auth;
  // An impersonation token never carries super-administrator rights, even for an admin impersonated;
  // a custom token never does either (belt and braces: hasAbility already refuses the area).
  if (auth.kind === 'impersonation' || auth.kind === 'custom' || !isSuperadmin(c.var.deps.config, auth.user.email)) throw forbidden();
  await next();
};
