import { fieldError } from '../../lib/errors';

/**
 * A workspace request that is pending or disapproved can be read, edited and withdrawn (deleted),
 * nothing more: teams, invites, goals, status and ownership wait for the approval.
 */
export function assertApproved(workspace: { approvalStatus: string }): void {
  if (workspace.approvalStatus === 'approved') return;
  throw fieldError(
    'workspace',
    workspace.approvalStatus === 'pending' ? 'This workspace is waiting for approval.' : 'This workspace request was not approved.',
  );
}
