import { count, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { workspaceInvites } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';

/** Pending invites one workspace may hold: enough for real use, too few to spam with. */
export const MAX_PENDING_INVITES = 50;
/** Invites one person may send per hour, across workspaces (every attempt counts, refused ones too, so probing is slow). */
export const INVITE_RATE = { limit: 30, windowSeconds: 3600 } as const;

/**
 * Limits on `POST workspaces/{id}/invite` (security review, item 5): a per-user rate in Postgres
 * (429 with Retry-After) and a cap on the workspace's pending invites (422: waiting would not help,
 * cancelling one would). Checked before the body's team or email is looked at.
 */
export async function assertInviteQuota(deps: AppDeps, userId: number, workspaceId: number, field: 'team_id' | 'email'): Promise<void> {
  await hitRateLimit(deps.db, { key: `workspace-invite:user:${userId}`, ...INVITE_RATE }, deps.now());
  const [{ n }] = await deps.db.select({ n: count() }).from(workspaceInvites).where(eq(workspaceInvites.workspaceId, workspaceId));
  if (Number(n) >= MAX_PENDING_INVITES) throw fieldError(field, `This workspace already has ${MAX_PENDING_INVITES} pending invites; cancel some first.`);
}
