import type { MiddlewareHandler } from 'hono';
import { hasAbility } from '@/lib/permissions/abilities';
import type { AppEnv, AuthContext } from '../app-env';
import { forbidden, unauthenticated } from '../lib/errors';
import { isSuperadmin } from '../lib/user-resource';
import { setPlaceScope } from '../services/access/place-scope';
import { limitFailedAuth, limitTokenCall } from '../services/tokens/api-rate-limit';
import { forgetUserTokens, resolveTokenCached } from '../services/tokens/token-cache';

const NO_ABILITY = 'This token does not have the required ability.';
const NOT_AN_API_TOKEN = 'The public API accepts API tokens only: create one under Profile → API tokens.';

/**
 * Set by the BFF on calls that came through the public API (`/api/v1/…`, a bearer header, no
 * cookie). Only the BFF reaches the upstream, and it forwards an allowlist of the client's headers
 * that does not include this one, so a client cannot set it (lib/upstream/forward-rules.ts).
 */
export const PUBLIC_API_HEADER = 'x-public-api';

/** `requireAuth(ANY_ABILITY)`: a live token of any ability (a token may always read and revoke itself). */
export const ANY_ABILITY = null;

export const bearer = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7).trim() : '');

/**
 * Authenticates the bearer token and checks the token's ability for `area`. Every protected route
 * uses it: authorization lives in the upstream, not in the BFF.
 */
export function requireAuth(area: string | null): MiddlewareHandler<AppEnv> {
  const allowed = (abilities: readonly string[], method: string) => area === null || hasAbility(abilities, area, method);
  return async (c, next) => {
    // Routers mounted at `/` share path prefixes (user/*), so several requireAuth may run on one
    // request: authenticate once, check each area's ability.
    const known = c.get('auth') as AuthContext | undefined;
    if (known) {
      if (!allowed(known.abilities, c.req.method)) throw forbidden(NO_ABILITY);
      await next();
      return;
    }
    const { db, now, config } = c.var.deps;
    const token = bearer(c.req.header('authorization'));
    // Reads may reuse a token resolved in the last few seconds; writes never do (token-cache.ts).
    const cache = { ttlMs: config.tokenCacheMs, reuse: c.req.method === 'GET' || c.req.method === 'HEAD' };
    const resolved = token ? await resolveTokenCached(db, token, now(), cache) : null;
    const publicApi = c.req.header(PUBLIC_API_HEADER) === '1';
    if (!resolved) {
      if (publicApi && token) await limitFailedAuth(c);
      throw unauthenticated();
    }
    // A session token lives in the app's cookie and an impersonation belongs to the support session
    // that made it: neither may drive the public API, even if one were copied out.
    if (publicApi && (resolved.kind === 'session' || resolved.kind === 'impersonation')) throw unauthenticated(NOT_AN_API_TOKEN);
    if (resolved.kind === 'full_access' || resolved.kind === 'custom') await limitTokenCall(c, resolved.tokenId);
    if (!allowed(resolved.abilities, c.req.method)) throw forbidden(NO_ABILITY);
    setPlaceScope(resolved.scope);
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

/** A live token of any ability: what a token may always do with itself (read itself, revoke itself). */
export const authenticateAnyAbility: MiddlewareHandler<AppEnv> = requireAuth(ANY_ABILITY);

/**
 * For routes that span areas (discussions, follows): a live token with the ability of at least one
 * of `areas` gets in; the handler checks the area of the record it finds (decided only then).
 */
export function requireAuthAnyOf(areas: readonly string[]): MiddlewareHandler<AppEnv> {
  const authenticate = requireAuth(ANY_ABILITY);
  return async (c, next) => {
    await authenticate(c, async () => {
      if (!areas.some((area) => hasAbility(c.var.auth.abilities, area, c.req.method))) throw forbidden(NO_ABILITY);
      await next();
    });
  };
}

export const requireSuperadmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = c.var.auth;
  // An impersonation token never carries super-administrator rights, even for an admin impersonated;
  // a custom token never does either (belt and braces: hasAbility already refuses the area).
  if (auth.kind === 'impersonation' || auth.kind === 'custom' || !isSuperadmin(c.var.deps.config, auth.user.email)) throw forbidden();
  await next();
};
