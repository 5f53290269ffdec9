'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MoreActions } from '@/components/ui/more-actions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { Team } from '@/lib/contract/teams';
import { isLastAdmin } from '@/lib/teams/memberships';
import { TEAMS_HREF } from '@/lib/teams/team-paths';
import { TEAM_TOAST } from '@/lib/toasts/messages';

// The form dialogs open on click: their code loads once the screen is up, outside its first load (decision 0014).
const TeamFormDialog = clientOnly(() => import('./team-form-dialog').then((m) => m.TeamFormDialog));

/** The team screen's own actions: Edit and Delete (admins), Leave team (everyone but the last admin). */
export function TeamActions({ team, userId }: { team: Team; userId: number }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'leave' | null>(null);
  const isAdmin = team.role === 'admin';
  const lastAdmin = isAdmin && isLastAdmin(team.members ?? [], userId);

  // The team is gone for this user: mark lists stale without refetching the team under our feet, then move on.
  const goAway = (to: string) => {
    for (const queryKey of [queryKeys.teams, queryKeys.workspaces, queryKeys.overview]) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    router.push(to);
  };

  const remove = useApiMutation({
    request: () => apiFetch(`teams/${team.id}`, { method: 'DELETE' }),
    errorFallback: 'Failed to delete team',
    success: TEAM_TOAST.deleted,
    onSuccess: () => goAway(TEAMS_HREF),
  });
  const leave = useApiMutation({
    request: () => apiFetch(`teams/${team.id}/leave`, { method: 'DELETE' }),
    errorFallback: 'Failed to leave team',
    success: TEAM_TOAST.left,
    onSuccess: () => goAway('/'),
  });

  return (
    <>
      {isAdmin ? (
        <>
          <Button variant="outline" onClick={() => setDialog('edit')}>
            Edit team
          </Button>
          <MoreActions actions={[{ label: 'Delete team…', danger: true, onSelect: () => setDialog('delete') }]} />
        </>
      ) : null}
      <Button
        variant="outlineDark"
        onClick={() => setDialog('leave')}
        disabled={lastAdmin}
        title={lastAdmin ? 'Make another member admin before leaving: a team keeps at least one admin.' : undefined}
      >
        Leave team
      </Button>
      {lastAdmin ? (
        <p className="w-full text-xs text-muted-foreground sm:text-right">You are the only admin: make another member admin before leaving.</p>
      ) : null}

      <TeamFormDialog open={dialog === 'edit'} onOpenChange={(o) => setDialog(o ? 'edit' : null)} team={team} />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(o) => setDialog(o ? 'delete' : null)}
        title={`Delete ${team.name}?`}
        text="The team, its members' access through it and its pending invites are removed. You can restore it from “Recently deleted” on your profile."
        confirmLabel="Delete team"
        onConfirm={() => remove.run()}
      />
      <ConfirmDialog
        open={dialog === 'leave'}
        onOpenChange={(o) => setDialog(o ? 'leave' : null)}
        title={`Leave ${team.name}?`}
        text="You lose access to the team and to the workspaces you reach through it. An admin can invite you again."
        confirmLabel="Leave team"
        onConfirm={() => leave.run()}
      />
    </>
  );
}
