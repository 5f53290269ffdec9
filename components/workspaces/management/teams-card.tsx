'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { Workspace, WorkspaceTeam } from '@/lib/contract/workspaces';
import type { WorkspaceAbilities } from '@/lib/workspaces/links';
import { leavableTeams } from '@/lib/workspaces/workspace-lists';
import { WORKSPACE_TOAST } from '@/lib/toasts/messages';

type Access = WorkspaceTeam['access'];
const ACCESS_OPTIONS = [
  { value: 'full', label: 'Full access' },
  { value: 'read_only', label: 'Read only' },
];
const ACCESS_LABEL: Record<Access, string> = { full: 'Full access', read_only: 'Read only' };

type Props = { workspace: Workspace; can: WorkspaceAbilities; approved: boolean; myTeamIds: readonly number[]; actions?: ReactNode };

/**
 * Teams attached to the workspace. The owner team's admins change a team's access
 * (`PUT workspaces/{id}/teams/{teamId}`) and remove teams; a team's admins take it out ("Leave").
 */
export function TeamsCard({ workspace: ws, can, approved, myTeamIds, actions }: Props) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<{ kind: 'remove' | 'leave'; team: WorkspaceTeam } | null>(null);
  const leavable = new Set(leavableTeams(ws).map((t) => t.id));
  const refresh = [queryKeys.workspaces, queryKeys.overview];

  const setAccess = useApiMutation<unknown, { teamId: number; access: Access }>({
    request: ({ teamId, access }) => apiFetch(`workspaces/${ws.id}/teams/${teamId}`, { method: 'PUT', json: { access } }),
    errorFallback: 'Failed to update workspace team',
    success: WORKSPACE_TOAST.teamUpdated,
    invalidate: refresh,
  });
  const remove = useApiMutation<unknown, number>({
    request: (teamId) => apiFetch(`workspaces/${ws.id}/teams/${teamId}`, { method: 'DELETE' }),
    errorFallback: 'Failed to remove team from workspace',
    success: WORKSPACE_TOAST.teamRemoved,
    invalidate: refresh,
  });
  const leave = useApiMutation<unknown, number>({
    request: (teamId) => apiFetch(`workspaces/${ws.id}/team/${teamId}/leave`, { method: 'DELETE' }),
    errorFallback: 'Failed to leave workspace',
    success: WORKSPACE_TOAST.left,
    onSuccess: (_data, teamId) => {
      const stillIn = ws.team_ids.some((id) => id !== teamId && myTeamIds.includes(id));
      if (stillIn) return Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      // No team of mine is left in it: its screens would answer 404, so leave them.
      refresh.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey, refetchType: 'none' }));
      router.push('/workspaces');
    },
  });

  const run = () => {
    if (!confirm) return false;
    return confirm.kind === 'remove' ? remove.run(confirm.team.id) : leave.run(confirm.team.id);
  };

  return (
    <Card>
      <CardHeader title="Teams" description="Teams attached to this workspace and what they may do in it." actions={actions} />
      <ul aria-label="Attached teams" className="divide-y divide-border">
        {ws.teams.map((t) => {
          const editable = can.administer && approved && !t.is_owner;
          return (
            <li key={t.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
              <EntityAvatar name={t.name} image={t.image} size="sm" />
              <div className="min-w-0 flex-1 basis-40">
                <p className="truncate text-sm font-medium">{t.name}</p>
                <p className="text-xs text-muted-foreground">
                  {t.is_owner ? 'Owner team' : `Team ${t.id}`}
                  {t.is_admin ? ' · you administer it' : ''}
                </p>
              </div>
              {editable ? (
                <Select
                  aria-label={`Access of ${t.name}`}
                  className="h-8 w-36 text-sm"
                  value={t.access}
                  options={ACCESS_OPTIONS}
                  disabled={setAccess.isPending && setAccess.variables?.teamId === t.id}
                  onChange={(e) => void setAccess.run({ teamId: t.id, access: e.target.value as Access })}
                />
              ) : (
                <span className="text-xs text-muted-foreground">{ACCESS_LABEL[t.access]}</span>
              )}
              {editable ? (
                <Button
                  size="small"
                  variant="outline"
                  onClick={() => setConfirm({ kind: 'remove', team: t })}
                  aria-label={`Remove ${t.name} from the workspace`}
                >
                  Remove
                </Button>
              ) : null}
              {approved && leavable.has(t.id) ? (
                <Button
                  size="small"
                  variant="outline"
                  onClick={() => setConfirm({ kind: 'leave', team: t })}
                  aria-label={`Leave: take ${t.name} out of the workspace`}
                >
                  Leave
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm?.kind === 'leave' ? `Take ${confirm.team.name} out of ${ws.name}?` : `Remove ${confirm?.team.name ?? 'this team'} from ${ws.name}?`}
        text={
          confirm?.kind === 'leave'
            ? 'Your team’s members lose access to this workspace. Its managers can invite the team again.'
            : 'The team’s members lose access to this workspace, unless another of their teams is in it.'
        }
        confirmLabel={confirm?.kind === 'leave' ? 'Leave workspace' : 'Remove team'}
        onConfirm={run}
      />
    </Card>
  );
}
