'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { PEOPLE_MSG, companyUserName, peopleApi } from '@/lib/companies/people';
import type { CompanyUser } from '@/lib/contract/relations';
import { FormActions } from './form-actions';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number /** Editing this person's title; adding when absent. */;
  user?: CompanyUser;
};

/** "Add person" (`POST companies/{id}/users` by email + title) and "Edit person" (`PUT …/users/{recordId}`: the title). */
export function CompanyUserDialog({ open, onOpenChange, companyId, user }: Props) {
  const done = () => onOpenChange(false);
  let body = null;
  if (open) body = user ? <EditForm companyId={companyId} user={user} onDone={done} /> : <AddForm companyId={companyId} onDone={done} />;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={user ? `Edit ${companyUserName(user)}` : 'Add person'}
      description={user ? undefined : 'They need a verified account with this email address.'}
    >
      {body}
    </Dialog>
  );
}

function AddForm({ companyId, onDone }: { companyId: number; onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [title, setTitle] = useState('');
  const save = useFormMutation({
    schema: () => import('@/lib/contract/relations').then((m) => m.companyUserBody),
    request: (values) => apiFetch<CompanyUser>(peopleApi.users(companyId), { method: 'POST', json: values }),
    errorFallback: PEOPLE_MSG.userAdd,
    fields: ['email', 'title'],
    success: { title: PEOPLE_MSG.userAdded },
    invalidate: [companyKeys.companyUsers(companyId)],
    onSuccess: onDone,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit({ email: email.trim(), title: title.trim() });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add person" className="space-y-4 pb-2">
      <Field label="Email" errors={save.errors.email} required>
        <Input type="email" inputMode="email" autoComplete="off" value={email} maxLength={255} onChange={(e) => setEmail(e.target.value)} data-autofocus />
      </Field>
      <Field label="Title" hint="Their role at the company, e.g. Buyer." errors={save.errors.title}>
        <Input value={title} maxLength={100} autoComplete="off" onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <FormActions pending={save.pending} label="Add person" onCancel={onDone} />
    </form>
  );
}

function EditForm({ companyId, user, onDone }: { companyId: number; user: CompanyUser; onDone: () => void }) {
  const [title, setTitle] = useState(user.title ?? '');
  const save = useFormMutation({
    schema: () => import('@/lib/contract/relations').then((m) => m.companyUserUpdateBody),
    // The parsed body turns an emptied title into null: it is cleared.
    request: (values) => apiFetch<CompanyUser>(peopleApi.user(companyId, user.id), { method: 'PUT', json: values }),
    errorFallback: PEOPLE_MSG.userUpdate,
    fields: ['title'],
    success: { title: PEOPLE_MSG.userUpdated },
    invalidate: [companyKeys.companyUsers(companyId)],
    onSuccess: onDone,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit({ title: title.trim() });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${companyUserName(user)}`} className="space-y-4 pb-2">
      <p className="text-sm break-all text-muted-foreground">{user.email}</p>
      <Field label="Title" hint="Leave empty to clear it." errors={save.errors.title}>
        <Input value={title} maxLength={100} autoComplete="off" onChange={(e) => setTitle(e.target.value)} data-autofocus />
      </Field>
      <FormActions pending={save.pending} label="Save changes" onCancel={onDone} />
    </form>
  );
}
