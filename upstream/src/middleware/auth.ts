import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { forbidden, unauthenticated } from '../lib/errors';
import { isSuperadmin } from '../lib/user-resource';
import { resolveToken } from '../services/tokens/resolve-token';

export const bearer = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7).trim() : '');

/** Abilities are `<area>:read` / `<area>:write`; `*` grants everything. GET and HEAD read. */
export function hasAbility(abilities: string[], area: string, method: string): boolean {
  if (abilities.includes('*')) return true;
  const need = method === 'GET' || method === 'HEAD' ? 'read' : 'write';
  return abilities.includes(`${area}:${need}`) || (need === 'read' && abilities.includes(`${area}:write`));
}

/**
 * Authenticates the bearer token and checks the token's ability for `area`. Every protected route
 * uses it: authorization lives in the upstream, not in the BFF.
 */
export function requireAuth(area: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, now } = c.var.deps;
    const token = bearer(c.req.header('authorization'));
    const resolved = token ? await resolveToken(db, token, now()) : null;
    if (!resolved) throw unauthenticated();
    if (!hasAbility(resolved.abilities, area, c.req.method)) throw forbidden('This token does not have the required ability.');
    let impersonator;
    const impersonatorToken = c.req.header('x-impersonator-token');
    if (impersonatorToken && resolved.kind === 'impersonation') {
      const imp = await resolveToken(db, impersonatorToken, now());
      // Only a super-administrator's live token counts; anything else is ignored, not trusted.
      if (imp && isSuperadmin(c.var.deps.config, imp.user.email)) impersonator = imp.user;
    }
    c.set('auth', { ...resolved, impersonator });
    await next();
  };
}

export const requireSuperadmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = c.var.auth;
  // An impersonation token never carries super-administrator rights, even for an admin impersonated.
  if (auth.kind === 'impersonation' || !isSuperadmin(c.var.deps.config, auth.user.email)) throw forbidden();
  await next();
};
