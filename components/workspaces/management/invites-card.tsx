'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { Workspace, WorkspaceInviteSummary } from '@/lib/contract/workspaces';
import { WORKSPACE_TOAST } from '@/lib/toasts/messages';
import { formatDate } from '@/lib/dates/format-date';

const who = (i: WorkspaceInviteSummary) => (i.kind === 'team' ? (i.team?.name ?? 'A team') : (i.email ?? 'Someone'));

/** Pending workspace invites (sent to managers only), each with Cancel (`DELETE workspaces/{id}/invite?team_id=|email=`). */
export function InvitesCard({ workspace: ws, canCancel }: { workspace: Workspace; canCancel: boolean }) {
  const invites = ws.invites ?? [];
  const [cancelling, setCancelling] = useState<WorkspaceInviteSummary | null>(null);
  const cancel = useApiMutation<unknown, WorkspaceInviteSummary>({
    request: (i) => apiFetch(`workspaces/${ws.id}/invite`, { method: 'DELETE', query: i.kind === 'team' ? { team_id: i.team?.id } : { email: i.email } }),
    errorFallback: 'Failed to delete invite',
    success: WORKSPACE_TOAST.inviteRemoved,
    invalidate: [queryKeys.workspace(ws.id)],
  });

  if (!ws.invites) return null;
  return (
    <Card>
      <CardHeader title="Pending invites" description={invites.length ? undefined : 'No invites waiting for an answer.'} />
      {invites.length > 0 ? (
        <ul aria-label="Pending workspace invites" className="divide-y divide-border">
          {invites.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
              <div className="min-w-0 flex-1 basis-40">
                <p className="truncate text-sm font-medium">{who(i)}</p>
                <p className="text-xs text-muted-foreground">
                  {i.kind === 'team' ? 'Team' : 'Person'} · invited {formatDate(i.created_at)}
                </p>
              </div>
              {canCancel ? (
                <Button size="small" variant="outline" onClick={() => setCancelling(i)} aria-label={`Cancel the invite of ${who(i)}`}>
                  Cancel invite
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(o) => !o && setCancelling(null)}
        title="Cancel this invite?"
        text={cancelling ? `${who(cancelling)} will no longer be able to join the workspace with it.` : ''}
        confirmLabel="Cancel invite"
        cancelLabel="Keep it"
        onConfirm={() => (cancelling ? cancel.run(cancelling) : false)}
      />
    </Card>
  );
}
