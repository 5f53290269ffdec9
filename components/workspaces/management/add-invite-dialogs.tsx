'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import type { Team } from '@/lib/contract/teams';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { WORKSPACE_TOAST } from '@/lib/toasts/messages';
import { DialogFooter } from '@/components/ui/dialog-footer';

type DialogProps = { workspaceId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Attach one of my admin teams straight away (`POST workspaces/{id}/add`). */
export function AddTeamDialog({ workspaceId, open, onOpenChange, teams }: DialogProps & { teams: Team[] }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="sm" title="Add one of your teams" description="Teams you administer join at once, with full access.">
      {open ? <AddTeamForm workspaceId={workspaceId} teams={teams} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function AddTeamForm({ workspaceId, teams, onDone }: { workspaceId: number; teams: Team[]; onDone: () => void }) {
  const [teamId, setTeamId] = useState('');
  const add = useFormMutation({
    schema: () => import('@/lib/contract/workspaces').then((m) => m.workspaceTeamBody),
    request: (values) => apiFetch(`workspaces/${workspaceId}/add`, { method: 'POST', json: values }),
    errorFallback: 'Failed to add team',
    fields: ['team_id'],
    success: WORKSPACE_TOAST.teamAdded,
    invalidate: [queryKeys.workspaces, queryKeys.overview],
    onSuccess: onDone,
  });
  const chosen = teamId || (teams.length === 1 ? String(teams[0].id) : '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void add.submit({ team_id: chosen });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4 pb-2" aria-label="Add a team">
      <Field label="Team" errors={add.errors.team_id} required>
        <Select
          name="team_id"
          value={chosen}
          placeholder="Choose a team"
          options={teams.map((t) => ({ value: String(t.id), label: t.name }))}
          onChange={(e) => setTeamId(e.target.value)}
          data-autofocus
        />
      </Field>
      <DialogFooter onCancel={onDone} pending={add.pending} submitLabel="Add team" pendingLabel="Sending…" />
    </form>
  );
}

/** Invite a team by its id, or a person by email (`POST workspaces/{id}/invite`). */
export function InviteDialog({ workspaceId, open, onOpenChange }: DialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite to this workspace"
      description="A team's admins accept for their team; a person brings one of their teams when they accept."
    >
      {open ? <InviteForm workspaceId={workspaceId} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function InviteForm({ workspaceId, onDone }: { workspaceId: number; onDone: () => void }) {
  const [kind, setKind] = useState<'team' | 'email'>('email');
  const [teamId, setTeamId] = useState('');
  const [email, setEmail] = useState('');
  const invite = useFormMutation({
    schema: () => import('@/lib/contract/workspaces').then((m) => m.workspaceInviteBody),
    request: (values) => apiFetch(`workspaces/${workspaceId}/invite`, { method: 'POST', json: values }),
    errorFallback: 'Failed to invite member',
    fields: ['team_id', 'email'],
    success: WORKSPACE_TOAST.invitationSent,
    invalidate: [queryKeys.workspace(workspaceId)],
    onSuccess: onDone,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void invite.submit(kind === 'team' ? { team_id: teamId.trim() || 0 } : { email });
  };
  const errors = invite.errors;
  return (
    <form onSubmit={submit} noValidate className="space-y-4 pb-2" aria-label="Invite to this workspace">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Invite</legend>
        {(['email', 'team'] as const).map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm">
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="size-4 accent-primary" />
            {k === 'email' ? 'A person, by email' : 'A team, by its ID'}
          </label>
        ))}
      </fieldset>
      {kind === 'email' ? (
        <Field label="Email" errors={errors.email ?? errors.team_id} required>
          <Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} data-autofocus />
        </Field>
      ) : (
        <Field label="Team ID" errors={errors.team_id} required hint="A team you belong to (its ID is shown on the team's page); invite anyone else by email.">
          <Input inputMode="numeric" name="team_id" value={teamId} onChange={(e) => setTeamId(e.target.value.replace(/\D/g, ''))} data-autofocus />
        </Field>
      )}
      <DialogFooter onCancel={onDone} pending={invite.pending} submitLabel="Send invite" pendingLabel="Sending…" />
    </form>
  );
}
