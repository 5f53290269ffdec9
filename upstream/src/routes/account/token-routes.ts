import { createRoute } from '@hono/zod-openapi';
import { customTokenBody, fullAccessTokenBody, newTokenResource, revokeTokensQuery, tokenResource } from '@/lib/contract/account';
import { dataOf, listOf, messageBody } from '@/lib/contract/common';
import { authErrors, errorResponses, json, jsonBody } from '../../lib/router';

const created = json(dataOf(newTokenResource), 'The new token; its plain value is shown this once');

export const tokenInfoRoute = createRoute({
  method: 'get',
  path: '/user/token-info',
  description: 'Any live token may read itself, whatever its abilities: its kind, abilities, place scope and expiry.',
  responses: { 200: json(dataOf(tokenResource), 'The token making this request'), ...authErrors },
});

export const regenerateApiTokenRoute = createRoute({
  method: 'post',
  path: '/user/regenerate-api-token',
  description: 'Revokes the previous full-access tokens named "API token" and issues a new one. Session or full-access tokens only.',
  responses: { 201: created, ...authErrors },
});

export const fullAccessTokenRoute = createRoute({
  method: 'post',
  path: '/user/generate-full-access-token',
  description: 'Session or full-access tokens only.',
  request: { body: { content: { 'application/json': { schema: fullAccessTokenBody } }, required: false } },
  responses: { 201: created, ...errorResponses },
});

export const customTokenRoute = createRoute({
  method: 'post',
  path: '/user/generate-custom-token',
  description: 'Abilities are `<area>:read|write` (write implies read). Session or full-access tokens only.',
  request: jsonBody(customTokenBody),
  responses: { 201: created, ...errorResponses },
});

export const listTokensRoute = createRoute({
  method: 'get',
  path: '/user/tokens',
  responses: { 200: json(listOf(tokenResource), 'Live tokens, newest first'), ...authErrors },
});

export const revokeTokensRoute = createRoute({
  method: 'delete',
  path: '/user/tokens',
  description:
    "`?id=` revokes one of the caller's tokens; without it, every token but the current one. Session or full-access tokens only, except that any token (whatever its abilities) may revoke itself: `?id=` its own id (see `GET user/token-info`).",
  request: { query: revokeTokensQuery },
  responses: { 200: json(messageBody, 'Revoked'), ...errorResponses, 404: json(messageBody, "Not one of the caller's live tokens") },
});
