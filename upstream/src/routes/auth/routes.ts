import { createRoute } from '@hono/zod-openapi';
import { authTokenResponse, businessDataBody, loginBody, signupBody, verifyBody } from '@/lib/contract/auth';
import { messageBody, dataOf } from '@/lib/contract/common';
import { userResource } from '@/lib/contract/user';
import { errorResponses, json, jsonBody } from '../../lib/router';

const tooMany = { 429: json(messageBody, 'Rate limited; see Retry-After') };

export const signupRoute = createRoute({
  method: 'post',
  path: '/auth/signup',
  request: jsonBody(signupBody),
  responses: { 200: json(messageBody, 'Code sent'), 422: errorResponses[422], ...tooMany },
});

export const verifySignupRoute = createRoute({
  method: 'post',
  path: '/auth/verify-signup',
  request: jsonBody(verifyBody),
  responses: { 200: json(authTokenResponse, 'Token and user'), 422: errorResponses[422], ...tooMany },
});

export const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  request: jsonBody(loginBody),
  responses: { 200: json(messageBody, 'Same answer whether or not the account exists'), 422: errorResponses[422], ...tooMany },
});

export const verifyLoginRoute = createRoute({
  method: 'post',
  path: '/auth/verify-login',
  request: jsonBody(verifyBody),
  responses: { 200: json(authTokenResponse, 'Token and user'), 422: errorResponses[422], ...tooMany },
});

export const businessDataRoute = createRoute({
  method: 'post',
  path: '/auth/signup/business-data',
  request: jsonBody(businessDataBody),
  responses: { 200: json(dataOf(userResource), 'Updated user'), ...errorResponses },
});

export const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  responses: { 200: json(messageBody, 'Token revoked'), 401: errorResponses[401] },
});
