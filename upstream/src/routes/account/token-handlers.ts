import type { AuthContext } from '../../app-env';
import { fieldError, forbidden } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import { requireAuth } from '../../middleware/auth';
import { createToken } from '../../services/account/create-token';
import { getTokenInfo } from '../../services/account/get-token-info';
import { listTokens } from '../../services/account/list-tokens';
import { regenerateApiToken } from '../../services/account/regenerate-api-token';
import { revokeTokens } from '../../services/account/revoke-tokens';
import { customTokenRoute, fullAccessTokenRoute, listTokensRoute, regenerateApiTokenRoute, revokeTokensRoute, tokenInfoRoute } from './token-routes';

export const FULL_ACCESS_TOKEN_NAME = 'Full access token';

/**
 * Creating or revoking tokens needs a session or full-access token: a custom token must not mint
 * itself wider rights, and an impersonation must not leave a key behind that outlives it.
 */
function requireTokenManager(auth: AuthContext): void {
  if (auth.kind !== 'session' && auth.kind !== 'full_access') throw forbidden('Only a session or a full-access token can manage tokens.');
}

export const tokensRouter = createRouter();
for (const path of ['/user/token-info', '/user/regenerate-api-token', '/user/generate-full-access-token', '/user/generate-custom-token', '/user/tokens']) {
  tokensRouter.use(path, requireAuth('user'));
}

tokensRouter.openapi(tokenInfoRoute, async (c) => c.json({ data: await getTokenInfo(c.var.deps.db, c.var.auth.tokenId) }, 200));

tokensRouter.openapi(listTokensRoute, async (c) => {
  const { db, now } = c.var.deps;
  return c.json({ data: await listTokens(db, c.var.auth.user.id, c.var.auth.tokenId, now()) }, 200);
});

tokensRouter.openapi(regenerateApiTokenRoute, async (c) => {
  requireTokenManager(c.var.auth);
  const { db, now } = c.var.deps;
  return c.json({ data: await regenerateApiToken(db, c.var.auth.user.id, c.var.auth.tokenId, now()) }, 201);
});

tokensRouter.openapi(fullAccessTokenRoute, async (c) => {
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
});

tokensRouter.openapi(customTokenRoute, async (c) => {
  requireTokenManager(c.var.auth);
  const body = c.req.valid('json');
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt <= c.var.deps.now()) throw fieldError('expires_at', 'The expiry must be a date in the future.');
  const data = await createToken(c.var.deps.db, {
    userId: c.var.auth.user.id,
    kind: 'custom',
    name: body.name,
    abilities: body.abilities,
    expiresAt,
    currentTokenId: c.var.auth.tokenId,
  });
  return c.json({ data }, 201);
});

tokensRouter.openapi(revokeTokensRoute, async (c) => {
  requireTokenManager(c.var.auth);
  const { id } = c.req.valid('query');
  const n = await revokeTokens(c.var.deps.db, { userId: c.var.auth.user.id, id, currentTokenId: c.var.auth.tokenId, now: c.var.deps.now() });
  return c.json({ message: id === undefined ? `${n} token${n === 1 ? '' : 's'} revoked.` : 'Token revoked.' }, 200);
});
