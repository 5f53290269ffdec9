'use client';

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DirectoryLinkField } from '@/components/directories/directory-link-field';
import { Dialog } from '@/components/ui/dialog';
import { formDialogHandlers } from '@/components/ui/form-dialog-handlers';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { companyKeys } from '@/lib/companies/company-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { DirectoryEntry } from '@/lib/contract/directories';
import { KIND_WORDS, kindMessages, partiesApi, partyApi } from '@/lib/directories/kinds';
import type { PartyKind } from '@/lib/directories/kinds';
import { prefillFromEntry } from '@/lib/directories/prefill';
import type { CompanyParty } from '@/lib/directories/types';
import { DialogFooter } from '@/components/ui/dialog-footer';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  kind: PartyKind;
  party?: CompanyParty;
  onSaved?: (party: CompanyParty) => void;
};

const FIELDS = ['name', 'website', 'description', 'directory_id'];

/** "New partner" / "Edit distributor": name, website, description and an optional shared-directory link (JSON). */
export function PartyFormDialog({ open, onOpenChange, onSaved, ...rest }: Props) {
  const words = KIND_WORDS[rest.kind];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={rest.party ? `Edit ${words.one}` : `New ${words.one}`} size="lg">
      {open ? <PartyForm {...rest} {...formDialogHandlers(onOpenChange, onSaved)} /> : null}
    </Dialog>
  );
}

function PartyForm({
  companyId,
  kind,
  party,
  onDone,
  onCancel,
}: Omit<Props, 'open' | 'onOpenChange' | 'onSaved'> & { onDone: (p: CompanyParty) => void; onCancel: () => void }) {
  const formId = useId();
  const words = KIND_WORDS[kind];
  const msg = kindMessages(kind);
  const [values, setValues] = useState({ name: party?.name ?? '', website: party?.website ?? '', description: party?.description ?? '' });
  const [directoryId, setDirectoryId] = useState<number | null>(party?.directory_id ?? null);
  const [picked, setPicked] = useState<DirectoryEntry | null>(null);
  // Sent as typed (trimmed): the update replaces the record, so an emptied field is cleared.
  const body = () => ({ name: values.name.trim(), website: values.website.trim(), description: values.description.trim(), directory_id: directoryId ?? '' });

  const save = useFormMutation({
    schema: () => import('@/lib/contract/relations').then((m) => m.companyPartyBody),
    request: () =>
      apiFetch<CompanyParty>(party ? partyApi(companyId, kind, party.id) : partiesApi(companyId, kind), { method: party ? 'PUT' : 'POST', json: body() }),
    errorFallback: party ? msg.update : msg.create,
    fields: FIELDS,
    success: { title: party ? msg.updated : msg.created },
    invalidate: [companyKeys.companyParties(companyId, kind), queryKeys.company(companyId)],
    onSuccess: onDone,
  });
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const link = (entry: DirectoryEntry | null) => {
    setPicked(entry);
    setDirectoryId(entry?.id ?? null);
    if (entry) setValues((v) => prefillFromEntry(v, entry));
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    void save.submit(body());
  }

  const errors = save.errors;
  return (
    <div className="space-y-5 pb-2">
      <form id={formId} onSubmit={submit} noValidate aria-label={party ? `Edit ${words.one}` : `New ${words.one}`} className="space-y-4">
        <Field label="Name" errors={errors.name} required>
          <Input value={values.name} maxLength={150} onChange={set('name')} data-autofocus />
        </Field>
        <Field label="Website" errors={errors.website}>
          <Input type="url" inputMode="url" placeholder="https://" value={values.website} onChange={set('website')} />
        </Field>
        <Field label="Description" errors={errors.description}>
          <Textarea rows={3} value={values.description} maxLength={5000} onChange={set('description')} />
        </Field>
      </form>
      <DirectoryLinkField kind={kind} value={directoryId} entry={picked} onChange={link} errors={errors.directory_id} />
      <DialogFooter
        onCancel={onCancel}
        pending={save.pending}
        pendingLabel="Saving…"
        submitLabel={party ? 'Save changes' : `Create ${words.one}`}
        form={formId}
      />
    </div>
  );
}
