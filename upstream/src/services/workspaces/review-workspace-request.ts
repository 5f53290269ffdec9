import { and, eq } from 'drizzle-orm';
import type { AppDeps, UserRow } from '../../app-env';
import { workspaces } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { notifyUser } from '../notifications/notify-user';
import type { WorkspaceRow } from './present-workspaces';

/**
 * A super-administrator approves or disapproves a pending workspace request, with an optional
 * note; the requester is told either way. Reviewing twice is a 422 (the update only matches a
 * pending row, so two reviewers at once cannot both succeed).
 */
export async function reviewWorkspaceRequest(
  deps: AppDeps,
  reviewer: UserRow,
  workspaceId: number,
  decision: 'approved' | 'disapproved',
  note?: string,
): Promise<WorkspaceRow> {
  const [row] = await deps.db
    .update(workspaces)
    .set({ approvalStatus: decision, reviewedBy: reviewer.id, reviewedAt: deps.now(), reviewNote: note || null, updatedAt: deps.now() })
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.approvalStatus, 'pending')))
    .returning();
  if (!row) {
    const [exists] = await deps.db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
    throw exists
      ? fieldError('workspace_id', 'This workspace request has already been reviewed.')
      : fieldError('workspace_id', 'The selected workspace id is invalid.');
  }
  if (row.requestedBy !== null) {
    const approved = decision === 'approved';
    const suffix = row.reviewNote ? ` Note: ${row.reviewNote}` : '';
    await notifyUser(deps, row.requestedBy, approved ? 'WorkspaceApproved' : 'WorkspaceDisapproved', {
      kind: approved ? 'workspace_approved' : 'workspace_disapproved',
      title: approved ? 'Workspace approved' : 'Workspace not approved',
      message: `Your workspace "${row.name}" has been ${approved ? 'approved' : 'disapproved'}.${suffix}`,
      url: approved ? `/workspace/${row.id}` : '/workspaces',
      workspace_id: row.id,
    });
  }
  return row;
}
