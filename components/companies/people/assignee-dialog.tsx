'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { PEOPLE_MSG, TYPE_OPTIONS, assignedItemLabel, isAssignableType, peopleApi } from '@/lib/companies/people';
import type { Assignee } from '@/lib/contract/relations';
import { useItemOptions, useMemberOptions } from '@/lib/companies/use-assignee-options';
import { FormActions } from './form-actions';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  /** The company's teams whose members can be read (the caller's). */
  teamIds: number[];
  /** Some company teams are not the caller's: their members are not offered. */
  partialTeams: boolean;
  /** Editing this assignee's role; adding when absent. */
  assignee?: Assignee;
};

/** "Add assignee" (`POST companies/{id}/assignees`) and "Edit assignee" (`PUT …/assignees/{id}`: the role). */
export function AssigneeDialog({ open, onOpenChange, assignee, ...rest }: Props) {
  const done = () => onOpenChange(false);
  const title = assignee ? 'Edit assignee' : 'Add assignee';
  let body = null;
  if (open) body = assignee ? <EditForm companyId={rest.companyId} assignee={assignee} onDone={done} /> : <AddForm {...rest} onDone={done} />;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      {body}
    </Dialog>
  );
}

const ADD_FIELDS = ['user_id', 'assignable_type', 'assignable_id', 'role'];

function AddForm({ companyId, teamIds, partialTeams, onDone }: Omit<Props, 'open' | 'onOpenChange' | 'assignee'> & { onDone: () => void }) {
  const [values, setValues] = useState({ user_id: '', assignable_type: '', assignable_id: '', role: '' });
  const type = isAssignableType(values.assignable_type) ? values.assignable_type : null;
  const members = useMemberOptions(companyId, teamIds, true);
  const items = useItemOptions(companyId, type);
  const save = useFormMutation({
    schema: () => import('@/lib/contract/relations').then((m) => m.assigneeBody),
    request: (body) => apiFetch<Assignee>(peopleApi.assignees(companyId), { method: 'POST', json: body }),
    errorFallback: PEOPLE_MSG.assigneeAdd,
    fields: ADD_FIELDS,
    success: { title: PEOPLE_MSG.assigneeAdded },
    invalidate: [companyKeys.companyAssignees(companyId)],
    onSuccess: onDone,
  });
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    // A new type clears the chosen item (its options change).
    setValues((v) => ({ ...v, [key]: e.target.value, ...(key === 'assignable_type' ? { assignable_id: '' } : {}) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit({ ...values, assignable_type: values.assignable_type || undefined, role: values.role.trim() });
  };

  const errors = save.errors;
  const memberHint = partialTeams ? 'Members of the company teams you belong to.' : "Members of the company's teams.";
  let memberPlaceholder = 'Choose a person';
  if (members.isPending) memberPlaceholder = 'Loading…';
  else if (members.isError) memberPlaceholder = 'Could not load the people';
  else if (members.data.length === 0) memberPlaceholder = 'No team members found';
  let itemPlaceholder = 'Choose a type first';
  if (type && items.isPending) itemPlaceholder = 'Loading…';
  else if (type && items.isError) itemPlaceholder = 'Could not load the items';
  else if (type && items.data?.length === 0) itemPlaceholder = `No ${type}s yet`;
  else if (type) itemPlaceholder = `Choose a ${type}`;
  return (
    <form onSubmit={submit} noValidate aria-label="Add assignee" className="space-y-4 pb-2">
      <Field label="Person" hint={memberHint} errors={errors.user_id} required>
        <Select
          value={values.user_id}
          onChange={set('user_id')}
          placeholder={memberPlaceholder}
          options={members.data ?? []}
          aria-busy={members.isFetching || undefined}
          data-autofocus
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type" errors={errors.assignable_type} required>
          <Select value={values.assignable_type} onChange={set('assignable_type')} placeholder="Choose a type" options={TYPE_OPTIONS} />
        </Field>
        <Field label="Item" errors={errors.assignable_id} required>
          <Select
            value={values.assignable_id}
            onChange={set('assignable_id')}
            placeholder={itemPlaceholder}
            options={items.data ?? []}
            disabled={!type}
            aria-busy={(type !== null && items.isFetching) || undefined}
          />
        </Field>
      </div>
      <Field label="Role" hint="E.g. Account manager." errors={errors.role}>
        <Input value={values.role} maxLength={100} autoComplete="off" onChange={set('role')} />
      </Field>
      <FormActions pending={save.pending} label="Add assignee" onCancel={onDone} />
    </form>
  );
}

function EditForm({ companyId, assignee, onDone }: { companyId: number; assignee: Assignee; onDone: () => void }) {
  const [role, setRole] = useState(assignee.role ?? '');
  const save = useFormMutation({
    schema: () => import('@/lib/contract/relations').then((m) => m.assigneeUpdateBody),
    request: (body) => apiFetch<Assignee>(peopleApi.assignee(companyId, assignee.id), { method: 'PUT', json: body }),
    errorFallback: PEOPLE_MSG.assigneeUpdate,
    fields: ['role'],
    success: { title: PEOPLE_MSG.assigneeUpdated },
    invalidate: [companyKeys.companyAssignees(companyId)],
    onSuccess: onDone,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit({ role: role.trim() });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Edit assignee" className="space-y-4 pb-2">
      <dl className="space-y-1 text-sm">
        <div>
          <dt className="sr-only">Person</dt>
          <dd className="font-medium break-words">{assignee.user_name}</dd>
        </div>
        <div>
          <dt className="sr-only">Item</dt>
          <dd className="break-words text-muted-foreground">{assignedItemLabel(assignee)}</dd>
        </div>
      </dl>
      <Field label="Role" hint="Leave empty to clear it." errors={save.errors.role}>
        <Input value={role} maxLength={100} autoComplete="off" onChange={(e) => setRole(e.target.value)} data-autofocus />
      </Field>
      <FormActions pending={save.pending} label="Save changes" onCancel={onDone} />
    </form>
  );
}
