'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { Contact } from '@/lib/contract/relations';
import { CONTACT_MSG } from '@/lib/retailers/messages';
import { contactsApi } from '@/lib/retailers/retailer-paths';
import { DialogFooter } from '@/components/ui/dialog-footer';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number /** The retailer a new contact belongs to. */;
  retailerId?: number;
  contact?: Contact;
};

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'title', 'notes', 'company_retailer_id'];
type Values = Record<'first_name' | 'last_name' | 'email' | 'phone' | 'title' | 'notes', string>;

/** "Add contact" (`POST companies/{id}/contacts`) and "Edit contact" (`PUT …/contacts/{contactId}`). */
export function ContactFormDialog({ open, onOpenChange, ...rest }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={rest.contact ? 'Edit contact' : 'Add contact'}>
      {open ? <ContactForm {...rest} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ContactForm({ companyId, retailerId, contact, onDone }: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const [values, setValues] = useState<Values>({
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    title: contact?.title ?? '',
    notes: contact?.notes ?? '',
  });
  const retailer = contact ? contact.company_retailer_id : (retailerId ?? null);
  // Sent as typed (trimmed): an emptied field clears the stored value on update.
  const body = () => ({ ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])), company_retailer_id: retailer ?? '' });
  const save = useFormMutation({
    schema: () => import('@/lib/contract/relations').then((m) => m.contactBody),
    request: () =>
      apiFetch<Contact>(contact ? `${contactsApi(companyId)}/${contact.id}` : contactsApi(companyId), { method: contact ? 'PUT' : 'POST', json: body() }),
    errorFallback: contact ? CONTACT_MSG.update : CONTACT_MSG.create,
    fields: FIELDS,
    success: { title: contact ? CONTACT_MSG.updated : CONTACT_MSG.created },
    invalidate: [companyKeys.companyContacts(companyId), ...(retailer ? [companyKeys.companyRetailer(companyId, retailer)] : [])],
    onSuccess: onDone,
  });
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  function submit(e: FormEvent) {
    e.preventDefault();
    void save.submit(body());
  }

  const errors = save.errors;
  return (
    <form onSubmit={submit} noValidate aria-label={contact ? 'Edit contact' : 'Add contact'} className="space-y-4 pb-2">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" errors={errors.first_name} required>
          <Input value={values.first_name} maxLength={100} autoComplete="off" onChange={set('first_name')} data-autofocus />
        </Field>
        <Field label="Last name" errors={errors.last_name}>
          <Input value={values.last_name} maxLength={100} autoComplete="off" onChange={set('last_name')} />
        </Field>
      </div>
      <Field label="Job title" errors={errors.title}>
        <Input value={values.title} maxLength={100} onChange={set('title')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email" errors={errors.email}>
          <Input type="email" inputMode="email" autoComplete="off" value={values.email} onChange={set('email')} />
        </Field>
        <Field label="Phone" errors={errors.phone}>
          <Input type="tel" inputMode="tel" autoComplete="off" value={values.phone} maxLength={25} onChange={set('phone')} />
        </Field>
      </div>
      <Field label="Notes" errors={errors.notes}>
        <Textarea rows={3} value={values.notes} maxLength={5000} onChange={set('notes')} />
      </Field>
      <DialogFooter onCancel={onDone} pending={save.pending} pendingLabel="Saving…" submitLabel={contact ? 'Save changes' : 'Add contact'} />
    </form>
  );
}
