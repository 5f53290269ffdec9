import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { forbidden } from './errors';
import { hasAbility } from '@/lib/permissions/abilities';
import { requireAuthAnyOf } from '../middleware/auth';
import type { DiscussionAccess } from '../services/discussions/read-discussions';

const AREAS = ['files', 'insights', 'meetings', 'tasks'] as const;
const NO_ABILITY = 'This token does not have the required ability.';

/**
 * Authenticates with either subject's ability: which one counts is only known once the discussion
 * is loaded, so the handler checks it then (subjectAbility). A token with neither is refused here.
 */
export const authenticateForDiscussions: MiddlewareHandler<AppEnv> = requireAuthAnyOf(AREAS);

/** The token's ability for the discussion's subject: `files`, `insights`, `meetings` or `tasks`. */
export function subjectAbility(c: Context<AppEnv>, access: DiscussionAccess): void {
  const area = ({ file: 'files', insight: 'insights', meeting: 'meetings', task: 'tasks' } as const)[access.subject.kind];
  if (!hasAbility(c.var.auth.abilities, area, c.req.method)) throw forbidden(NO_ABILITY);
}
