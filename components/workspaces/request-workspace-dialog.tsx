'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ImageField } from '@/components/ui/image-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import type { WorkspaceStatus } from '@/lib/contract/workspaces';
import { toFormData } from '@/lib/api/form-data';
import { adminTeamsOf } from '@/lib/teams/memberships';
import { fetchMyTeams } from '@/lib/teams/team-queries';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { STATUS_OPTIONS } from '@/lib/workspaces/status';
import { RestrictCheckbox } from './restrict-checkbox';
import { StatusBadge } from './status-badge';
import { WORKSPACE_TOAST } from '@/lib/toasts/messages';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { NameDescriptionFields } from '@/components/ui/name-description-fields';

const FIELDS = ['image', 'name', 'description', 'team_id', 'status', 'restrict_resource_creation'];

/** "Request a workspace" (`POST workspaces`, multipart): owned by one of the caller's admin teams, pending approval. */
export function RequestWorkspaceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Request a workspace"
      description="A super-administrator reviews each request; the workspace opens once it is approved."
    >
      {open ? <RequestForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function RequestForm({ onDone }: { onDone: () => void }) {
  const teams = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams });
  const adminTeams = adminTeamsOf(teams.data ?? []);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [teamId, setTeamId] = useState('');
  const [status, setStatus] = useState<WorkspaceStatus>('active');
  const [restrict, setRestrict] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const chosenTeam = teamId || (adminTeams.length === 1 ? String(adminTeams[0].id) : '');

  const create = useFormMutation({
    schema: () => import('@/lib/contract/workspaces').then((m) => m.createWorkspaceBody),
    request: (values) => apiFetch('workspaces', { method: 'POST', formData: toFormData(values, image) }),
    errorFallback: 'Workspace could not be created',
    fields: FIELDS,
    success: WORKSPACE_TOAST.requested,
    invalidate: [queryKeys.workspaces, queryKeys.overview],
    onSuccess: onDone,
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    void create.submit({ name, description: description || undefined, team_id: chosenTeam, status, restrict_resource_creation: restrict });
  }

  if (teams.isPending) return <Spinner label="Loading your teams" />;
  if (teams.isSuccess && adminTeams.length === 0) {
    return (
      <div className="space-y-4 pb-2">
        <p className="text-sm">A workspace belongs to a team you administer. Create a team first (under “Your teams”), then request the workspace for it.</p>
        <div className="flex justify-end">
          <Button variant="outline" onClick={onDone}>
            Close
          </Button>
        </div>
      </div>
    );
  }

  const errors = create.errors;
  return (
    <form onSubmit={submit} noValidate className="space-y-4 pb-2" aria-label="Request a workspace">
      <ImageField label="Workspace image" onFileChange={setImage} errors={errors.image} />
      <NameDescriptionFields name={name} description={description} onName={setName} onDescription={setDescription} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Owner team" errors={errors.team_id} required hint="One of the teams you administer.">
          <Select
            name="team_id"
            value={chosenTeam}
            placeholder="Choose a team"
            options={adminTeams.map((t) => ({ value: String(t.id), label: t.name }))}
            onChange={(e) => setTeamId(e.target.value)}
          />
        </Field>
        <Field label="Status" errors={errors.status} hint={<StatusBadge status={status} />}>
          <Select name="status" value={status} options={STATUS_OPTIONS} onChange={(e) => setStatus(e.target.value as WorkspaceStatus)} />
        </Field>
      </div>
      <RestrictCheckbox checked={restrict} onChange={setRestrict} errors={errors.restrict_resource_creation} />
      <DialogFooter onCancel={onDone} pending={create.pending} pendingLabel="Sending…" submitLabel="Send request" />
    </form>
  );
}
