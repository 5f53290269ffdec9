'use client';

import { failure, apiFetch } from '@/lib/api/api-fetch';
import { errorMessages } from '@/lib/api/error-messages';
import { INVITE_ACCEPT_REFRESH, queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { toast } from '@/lib/toasts/toast-store';
import { failureToast, invitePath, needsTeamChoice, successToast } from './invite-endpoints';
import type { InviteDecision, PendingInvite } from './invite-endpoints';

export type InviteDecisionVars = { pending: PendingInvite; teamId?: number };

/**
 * Accept (POST) or decline (DELETE) one invite. Spec §4: accepting refreshes the invite lists,
 * teams, workspaces, all workspaces and the overview; declining refreshes only the invite list.
 * `run()` resolves to false on failure (spec §8), after the error toast.
 */
export function useInviteDecision(decision: InviteDecision) {
  const accept = decision === 'accept';
  return useApiMutation<unknown, InviteDecisionVars>({
    request: async ({ pending, teamId }) => {
      const path = invitePath(pending);
      if (!path) return failure(422, undefined, accept ? 'Invite could not be accepted' : 'Invite could not be declined');
      const json = accept && needsTeamChoice(pending) ? { team_id: teamId } : undefined;
      return apiFetch(path, { method: accept ? 'POST' : 'DELETE', json });
    },
    errorFallback: accept ? 'Invite could not be accepted' : 'Invite could not be declined',
    errorToast: false,
    success: (_data, { pending }) => successToast(decision, pending),
    invalidate: accept ? [...INVITE_ACCEPT_REFRESH] : [queryKeys.invites],
    onError: (error) => {
      // Only the server's own words count as "its message"; our texts depend on what went wrong.
      const server = errorMessages(error.body, '').filter((m) => m !== '');
      const shown = failureToast(decision, error.status, server);
      toast.error(shown.title, shown.messages);
    },
  });
}
