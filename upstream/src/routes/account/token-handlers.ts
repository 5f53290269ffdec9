import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv, AuthContext } from '../../app-env';
import { fieldError, forbidden } from '../../lib/errors';
import { createToken } from '../../services/account/create-token';
import { getTokenInfo } from '../../services/account/get-token-info';
import { listTokens } from '../../services/account/list-tokens';
import { regenerateApiToken } from '../../services/account/regenerate-api-token';
import { revokeTokens } from '../../services/account/revoke-tokens';
import type { customTokenRoute, fullAccessTokenRoute, listTokensRoute, regenerateApiTokenRoute, revokeTokensRoute, tokenInfoRoute } from './token-routes';

import { readTokenScope } from '../../services/account/read-token-scope';

export const FULL_ACCESS_TOKEN_NAME = 'Full access token';

/**
 * Creating or revoking tokens needs a session or full-access token: a custom token must not mint
 * itself wider rights, and an impersonation must not leave a key behind that outlives it.
 */
function requireTokenManager(auth: AuthContext): void {
  if (auth.kind !== 'session' && auth.kind !== 'full_access') throw forbidden('Only a session or a full-access token can manage tokens.');
}

export const tokenInfo: RouteHandler<typeof tokenInfoRoute, AppEnv> = async (c) => c.json({ data: await getTokenInfo(c.var.deps.db, c.var.auth.tokenId) }, 200);

export const listOwnTokens: RouteHandler<typeof listTokensRoute, AppEnv> = async (c) => {
  const { db, now } = c.var.deps;
  return c.json({ data: await listTokens(db, c.var.auth.user.id, c.var.auth.tokenId, now()) }, 200);
};

export const regenerateToken: RouteHandler<typeof regenerateApiTokenRoute, AppEnv> = async (c) => {
  requireTokenManager(c.var.auth);
  const { db, now } = c.var.deps;
  return c.json({ data: await regenerateApiToken(db, c.var.auth.user.id, c.var.auth.tokenId, now()) }, 201);
};

export const createFullAccessToken: RouteHandler<typeof fullAccessTokenRoute, AppEnv> = async (c) => {
  requireTokenManager(c.var.auth);
  const name = c.req.valid('json').name ?? FULL_ACCESS_TOKEN_NAME;
  const data = await createToken(c.var.deps.db, {
    userId: c.var.auth.user.id,
    kind: 'full_access',
    name,
    abilities: ['*'],
    expiresAt: null,
    currentTokenId: c.var.auth.tokenId,
  });
  return c.json({ data }, 201);
};

export const createCustomToken: RouteHandler<typeof customTokenRoute, AppEnv> = async (c) => {
  requireTokenManager(c.var.auth);
  const body = c.req.valid('json');
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt <= c.var.deps.now()) throw fieldError('expires_at', 'The expiry must be a date in the future.');
  const scope = await readTokenScope(c.var.deps.db, c.var.auth.user.id, body);
  const data = await createToken(c.var.deps.db, {
    userId: c.var.auth.user.id,
    kind: 'custom',
    name: body.name,
    abilities: body.abilities,
    scope,
    expiresAt,
    currentTokenId: c.var.auth.tokenId,
  });
  return c.json({ data }, 201);
};

export const revokeOwnTokens: RouteHandler<typeof revokeTokensRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('query');
  // Any token may revoke itself (a leaked script key can be killed with itself); only a session or
  // full-access token may revoke others.
  if (id === undefined || id !== c.var.auth.tokenId || c.var.auth.kind === 'impersonation') requireTokenManager(c.var.auth);
  const n = await revokeTokens(c.var.deps.db, { userId: c.var.auth.user.id, id, currentTokenId: c.var.auth.tokenId, now: c.var.deps.now() });
  return c.json({ message: id === undefined ? `${n} token${n === 1 ? '' : 's'} revoked.` : 'Token revoked.' }, 200);
};
