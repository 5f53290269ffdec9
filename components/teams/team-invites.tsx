'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { MailIcon } from '@/components/ui/more-icons';
import { RoleBadge } from '@/components/workspaces/status-badge';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { Team } from '@/lib/contract/teams';
import { TEAM_TOAST } from '@/lib/toasts/messages';
import { formatDate } from '@/lib/dates/format-date';
import { clientOnly } from '@/lib/ui/lazy-component';

/** The dialog: its code loads after the page is up (decision 0014), not with the page. */
const InviteMemberDialog = clientOnly(() => import('./invite-member-dialog').then((m) => m.InviteMemberDialog));

/** Admins only: pending invites with Cancel (`DELETE teams/{id}/invite?email=`) and "Invite member". */
export function TeamInvites({ team }: { team: Team }) {
  const invites = team.invites ?? [];
  const [inviting, setInviting] = useState(false);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const cancel = useApiMutation<unknown, string>({
    request: (email) => apiFetch(`teams/${team.id}/invite`, { method: 'DELETE', query: { email } }),
    errorFallback: 'Invite could not be deleted',
    success: TEAM_TOAST.inviteDeleted,
    invalidate: [queryKeys.team(team.id)],
  });
  const invite = (
    <Button size="small" onClick={() => setInviting(true)}>
      Invite member
    </Button>
  );

  return (
    <Card>
      {/* The button sits in the empty state while no invite is pending: one "Invite member" either way. */}
      <CardHeader
        title="Pending invites"
        description={invites.length ? `${invites.length} waiting for an answer` : undefined}
        actions={invites.length ? invite : null}
      />
      {invites.length === 0 ? (
        <EmptyState
          compact
          headingLevel={3}
          icon={MailIcon}
          title="No pending invites"
          description="Invite people by email; they join once they accept."
          action={invite}
        />
      ) : (
        <ul aria-label="Pending invites" className="divide-y divide-border">
          {invites.map((invite) => (
            <li key={invite.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
              <div className="min-w-0 flex-1 basis-40">
                <p className="truncate text-sm font-medium">{invite.email}</p>
                <p className="text-xs text-muted-foreground">Invited {formatDate(invite.created_at)}</p>
              </div>
              <RoleBadge role={invite.role} />
              <Button size="small" variant="outline" onClick={() => setCancelling(invite.email)} aria-label={`Cancel the invite of ${invite.email}`}>
                Cancel invite
              </Button>
            </li>
          ))}
        </ul>
      )}
      <InviteMemberDialog teamId={team.id} open={inviting} onOpenChange={setInviting} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(o) => !o && setCancelling(null)}
        title="Cancel this invite?"
        text={cancelling ? `${cancelling} will no longer be able to join with this invite.` : ''}
        confirmLabel="Cancel invite"
        cancelLabel="Keep it"
        onConfirm={() => (cancelling ? cancel.run(cancelling) : false)}
      />
    </Card>
  );
}
