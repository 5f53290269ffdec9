import type { Context, MiddlewareHandler } from 'hono';
import type { FollowKind } from '@/lib/contract/follows';
import { hasAbility } from '@/lib/permissions/abilities';
import type { AppEnv } from '../app-env';
import { requireAuthAnyOf } from '../middleware/auth';
import { FOLLOW_ABILITY } from '../services/follows/require-followable';
import { forbidden } from './errors';

const AREAS = [...new Set(Object.values(FOLLOW_ABILITY))];

/**
 * Follows span areas (tasks, meetings, files, insights, workspace records, monitoring): a token with
 * the ability of any of them gets in, and the handler checks the kind's own with followAbility.
 */
export const authenticateForFollows: MiddlewareHandler<AppEnv> = requireAuthAnyOf(AREAS);

/** The token's ability for the record's area, for the request's method (read for GET, write otherwise). */
export function followAbility(c: Context<AppEnv>, kind: FollowKind): void {
  if (!hasAbility(c.var.auth.abilities, FOLLOW_ABILITY[kind], c.req.method)) throw forbidden('This token does not have the required ability.');
}
