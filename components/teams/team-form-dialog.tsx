'use client';

import { useState } from 'react';
import { useSignupPrefill } from '@/lib/teams/use-signup-prefill';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { formDialogHandlers } from '@/components/ui/form-dialog-handlers';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import type { Team } from '@/lib/contract/teams';
import { toFormData } from '@/lib/api/form-data';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { ImageField } from '@/components/ui/image-field';
import { TEAM_TOAST } from '@/lib/toasts/messages';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { NameDescriptionFields } from '@/components/ui/name-description-fields';

export type TeamFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this team; without it, a new team is created. */
  team?: Team;
  /** New team: the company it joins (preset, not editable); null offers an optional new company name. */
  companyId?: number | null;
  /** How to name the preset company (default "Company {id}"). */
  companyLabel?: string;
  onSaved?: (team: Team) => void;
};

const FIELDS = ['image', 'name', 'description', 'company_name', 'company_id'];

/** "New team" (`POST teams`) and "Edit team" (`POST teams/{id}`), both multipart with an image preview. */
export function TeamFormDialog({ open, onOpenChange, team, companyId = null, companyLabel, onSaved }: TeamFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={team ? 'Edit team' : 'New team'}
      description={team ? undefined : 'You become the admin of the new team.'}
    >
      {open ? <TeamForm team={team} companyId={companyId} companyLabel={companyLabel} {...formDialogHandlers(onOpenChange, onSaved)} /> : null}
    </Dialog>
  );
}

function TeamForm({
  team,
  companyId,
  companyLabel,
  onDone,
  onCancel,
}: {
  team?: Team;
  companyId: number | null;
  companyLabel?: string;
  onDone: (team: Team) => void;
  onCancel: () => void;
}) {
  // null: not typed yet, so a first team shows the sign-up's company name (useSignupPrefill).
  const [typedName, setName] = useState<string | null>(team?.name ?? null);
  const [description, setDescription] = useState(team?.description ?? '');
  const [typedCompanyName, setCompanyName] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const prefill = useSignupPrefill(!team && companyId === null);
  const name = typedName ?? prefill ?? '';
  const companyName = typedCompanyName ?? prefill ?? '';

  const create = useFormMutation({
    schema: () => import('@/lib/contract/teams').then((m) => m.createTeamBody),
    request: (values) => apiFetch<Team>('teams', { method: 'POST', formData: toFormData(values, image) }),
    errorFallback: 'Failed to create new team',
    fields: FIELDS,
    success: TEAM_TOAST.created,
    invalidate: [queryKeys.teams, queryKeys.overview],
    onSuccess: onDone,
  });
  const update = useFormMutation({
    schema: () => import('@/lib/contract/teams').then((m) => m.updateTeamBody),
    request: (values) => apiFetch<Team>(`teams/${team?.id}`, { method: 'POST', formData: toFormData(values, image) }),
    errorFallback: 'Failed to update team',
    fields: FIELDS,
    success: TEAM_TOAST.updated,
    invalidate: [queryKeys.teams],
    onSuccess: onDone,
  });
  const form = team ? update : create;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (team) void update.submit({ name, description });
    else
      void create.submit({
        name,
        description: description || undefined,
        company_id: companyId || undefined,
        company_name: companyId ? undefined : companyName.trim() || undefined,
      });
  }

  const errors = form.errors;
  return (
    <form onSubmit={submit} noValidate className="space-y-4 pb-2" aria-label={team ? 'Edit team' : 'New team'}>
      <ImageField label="Team image" current={team?.image} onFileChange={setImage} errors={errors.image} />
      <NameDescriptionFields name={name} description={description} onName={setName} onDescription={setDescription} errors={errors} />
      {!team && companyId ? (
        <Field label="Company" errors={errors.company_id} hint="The team joins this company.">
          <Input value={companyLabel ?? `Company ${companyId}`} readOnly disabled />
        </Field>
      ) : null}
      {!team && !companyId ? (
        <Field label="Company name" errors={errors.company_name ?? errors.company_id} hint="Optional: creates a company for this team.">
          <Input name="company_name" value={companyName} maxLength={150} onChange={(e) => setCompanyName(e.target.value)} />
        </Field>
      ) : null}
      <DialogFooter onCancel={onCancel} pending={form.pending} pendingLabel="Saving…" submitLabel={team ? 'Save changes' : 'Create team'} />
    </form>
  );
}
