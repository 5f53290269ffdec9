'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { RoleBadge } from '@/components/workspaces/status-badge';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { TEAM_ROLES } from '@/lib/contract/values';
import type { Team, TeamMember, TeamRole } from '@/lib/contract/teams';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import { TEAM_TOAST } from '@/lib/toasts/messages';

const ROLE_OPTIONS = TEAM_ROLES.map((r) => ({ value: r, label: r === 'admin' ? 'Admin' : 'Member' }));
const fullName = (m: TeamMember) => `${m.user.first_name} ${m.user.last_name}`.trim() || m.user.email;

/** Members with their roles; admins change roles (`PUT teams/{id}/members/{userId}`) and remove members. */
export function TeamMembers({ team, userId }: { team: Team; userId: number }) {
  const isAdmin = team.role === 'admin';
  const members = team.members ?? [];
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const refresh = [queryKeys.team(team.id), queryKeys.teams];

  const setRole = useApiMutation<unknown, { userId: number; role: TeamRole }>({
    request: ({ userId: id, role }) => apiFetch(`teams/${team.id}/members/${id}`, { method: 'PUT', json: { role } }),
    errorFallback: 'Role could not be updated',
    success: TEAM_TOAST.roleUpdated,
    invalidate: refresh,
  });
  const remove = useApiMutation<unknown, number>({
    request: (id) => apiFetch(`teams/${team.id}/members/${id}`, { method: 'DELETE' }),
    errorFallback: 'Member could not be removed',
    success: TEAM_TOAST.memberRemoved,
    invalidate: refresh,
  });

  return (
    <Card>
      <CardHeader title="Members" description={`${members.length} member${members.length === 1 ? '' : 's'}`} />
      <ul aria-label="Members" className="divide-y divide-border">
        {members.map((m) => {
          const self = m.user.id === userId;
          const busy = setRole.isPending && setRole.variables?.userId === m.user.id;
          return (
            <li key={m.user.id} className="flex flex-wrap items-center gap-3 px-4 py-3 compact:py-1.5 sm:px-6">
              <EntityAvatar name={fullName(m)} image={m.user.image} size="sm" className="rounded-full" />
              <div className="min-w-0 flex-1 basis-40">
                <p className="truncate text-sm font-medium">
                  {fullName(m)}
                  {self ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
                </p>
                <p className="truncate text-xs text-muted-foreground">{m.user.email}</p>
              </div>
              {isAdmin && !self ? (
                <div className="flex items-center gap-2">
                  <Select
                    aria-label={`Role of ${fullName(m)}`}
                    className="h-8 w-32 text-sm"
                    value={m.role}
                    options={ROLE_OPTIONS}
                    disabled={busy}
                    onChange={(e) => void setRole.run({ userId: m.user.id, role: e.target.value as TeamRole })}
                  />
                  <Button size="small" variant="outline" onClick={() => setRemoving(m)} aria-label={`Remove ${fullName(m)}`}>
                    Remove
                  </Button>
                </div>
              ) : (
                <RoleBadge role={m.role} />
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={removing ? `Remove ${fullName(removing)}?` : 'Remove member?'}
        text="They lose access to the team and to the workspaces they reach through it."
        confirmLabel="Remove member"
        onConfirm={() => (removing ? remove.run(removing.user.id) : false)}
      />
    </Card>
  );
}
