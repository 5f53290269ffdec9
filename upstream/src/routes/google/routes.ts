import { createRoute } from '@hono/zod-openapi';
import { googleDisconnectResource, googleStatusResource, googleTokenBody } from '@/lib/contract/account';
import { dataOf, messageBody } from '@/lib/contract/common';
import { authErrors, errorResponses, json, jsonBody } from '../../lib/router';

const status = (description: string) => json(dataOf(googleStatusResource), description);

export const googleStatusRoute = createRoute({
  method: 'get',
  path: '/google/token',
  responses: { 200: status('Configured, connected, and where to connect'), ...authErrors },
});

export const googleConnectRoute = createRoute({
  method: 'post',
  path: '/google/token',
  description: 'Exchanges the OAuth code at Google and stores the tokens (never returned).',
  request: jsonBody(googleTokenBody),
  responses: { 200: status('Connected'), ...errorResponses, 502: json(messageBody, 'Google unreachable') },
});

export const googleDisconnectRoute = createRoute({
  method: 'delete',
  path: '/google/token',
  description: 'Revokes the grant at Google (`revoked` says whether Google confirmed it) and forgets the tokens.',
  responses: { 200: json(dataOf(googleDisconnectResource), 'Disconnected'), ...authErrors },
});
