import { eq, inArray, sql } from 'drizzle-orm';
import { isAdministrable } from '@/lib/permissions/rules';
import type { AppDeps, UserRow } from '../../app-env';
import { users, workspaces } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { loadMemberships, loadWorkspaceLinks } from '../access/memberships';
import { notifyUser } from '../notifications/notify-user';

export const APPROVAL_REQUEST_RECEIVED = 'Request for approval has been received';
/** One reminder an hour per workspace: the super-administrators' bell is not a pager. */
export const REMINDER_EVERY_SECONDS = 3600;

/**
 * Reminds the super-administrators of a pending workspace request. Only the user who requested it
 * or an admin of its owner team may; anyone else gets the same 422 as for a missing workspace.
 */
export async function requestWorkspaceApproval(deps: AppDeps, input: { user: UserRow; workspaceId: number; message?: string }): Promise<{ message: string }> {
  const { db } = deps;
  const [ws] = await db.select().from(workspaces).where(eq(workspaces.id, input.workspaceId)).limit(1);
  const links = ws ? (await loadWorkspaceLinks(db, [ws.id])).get(ws.id) : undefined;
  const mine = ws && (ws.requestedBy === input.user.id || (links && isAdministrable(await loadMemberships(db, input.user.id), links)));
  if (!ws || !mine) throw fieldError('workspace_id', 'The selected workspace is invalid.');
  if (ws.approvalStatus !== 'pending') throw fieldError('workspace_id', 'This workspace is not waiting for approval.');
  // Each reminder lands in every super-administrator's bell: one an hour per workspace (whoever
  // sends it), a few an hour per person; the refusal says when the next one may go.
  await hitRateLimit(db, { key: `workspace-approval:user:${input.user.id}`, limit: 5, windowSeconds: 3600 }, deps.now());
  try {
    await hitRateLimit(db, { key: `workspace-approval:workspace:${ws.id}`, limit: 1, windowSeconds: REMINDER_EVERY_SECONDS }, deps.now());
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'TOO_MANY_REQUESTS') throw error;
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? REMINDER_EVERY_SECONDS) / 60));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `The administrators were reminded less than an hour ago. You can remind them again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      {
        retryAfterSeconds: error.retryAfterSeconds,
      },
    );
  }

  const emails = deps.config.superadminEmails;
  const admins = emails.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, emails))
    : [];
  const who = `${input.user.firstName} ${input.user.lastName}`.trim();
  const note = input.message?.trim();
  for (const admin of admins) {
    await notifyUser(deps, admin.id, 'RecordCreated', {
      kind: 'workspace_approval_request',
      title: 'Workspace approval requested',
      message: `${who} asks you to review the workspace "${ws.name}".`,
      url: '/admin',
      workspace_id: ws.id,
      requested_by: input.user.id,
      ...(note ? { note } : {}),
    });
  }
  return { message: APPROVAL_REQUEST_RECEIVED };
}
