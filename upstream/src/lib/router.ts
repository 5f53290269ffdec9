import { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env';
import { messageBody, validationErrorBody } from '@/lib/contract/common';
import { validationHook } from './http';

export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

export const jsonBody = <S extends z.ZodTypeAny>(schema: S) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

export const json = <S extends z.ZodTypeAny>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** Error answers every protected route may give, for the OpenAPI document. */
export const errorResponses = {
  401: json(messageBody, 'Unauthenticated'),
  403: json(messageBody, 'Forbidden'),
  422: json(validationErrorBody, 'Validation failed'),
} as const;

/** The errors of a route with nothing to validate: signed out (401), or a token without the ability (403). */
export const authErrors = { 401: errorResponses[401], 403: errorResponses[403] } as const;

export const bearerSecurity = [{ bearer: [] }];

/** A record that does not exist and one the caller may not see answer alike: 404. */
export const notFoundResponse = json(messageBody, 'Not found, or not visible to the caller');
/** errorResponses plus the 404 of a route with a record id. */
export const recordErrors = { ...errorResponses, 404: notFoundResponse } as const;
export const deletedResponse = json(messageBody, 'Deleted');
