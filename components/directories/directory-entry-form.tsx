'use client';

import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { DirectoryEntry, DirectoryKind } from '@/lib/contract/directories';
import { directoryApi, KIND_WORDS, kindMessages } from '@/lib/directories/kinds';

const FIELDS = ['name', 'website', 'country', 'description'];

/**
 * "New directory entry" (`POST {kind}`): a shared entry every company can link to. It is its own
 * form, so it must not be placed inside another <form>.
 */
export function DirectoryEntryForm({
  kind,
  initialName = '',
  onCreated,
  onCancel,
}: {
  kind: DirectoryKind;
  initialName?: string;
  onCreated: (entry: DirectoryEntry) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({ name: initialName, website: '', country: '', description: '' });
  const msg = kindMessages(kind);
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);
  const create = useFormMutation({
    schema: () => import('@/lib/contract/directories').then((m) => m.directoryEntryBody),
    request: (body) => apiFetch<DirectoryEntry>(directoryApi(kind), { method: 'POST', json: body, fallback: msg.directoryCreate }),
    errorFallback: msg.directoryCreate,
    fields: FIELDS,
    success: { title: msg.directoryCreated },
    invalidate: [companyKeys.directory(kind)],
    onSuccess: onCreated,
  });
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    void create.submit(values);
  }

  const errors = create.errors;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`New directory ${KIND_WORDS[kind].one}`}
      className="space-y-3 rounded-card border border-border bg-muted/40 p-3 sm:p-4"
    >
      <p className="text-sm font-medium">New entry in the shared {KIND_WORDS[kind].one} directory</p>
      <Field label="Name" errors={errors.name} required>
        <Input ref={nameRef} value={values.name} maxLength={150} onChange={set('name')} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <Field label="Website" errors={errors.website}>
          <Input type="url" inputMode="url" placeholder="https://" value={values.website} onChange={set('website')} />
        </Field>
        <Field label="Country" errors={errors.country} hint="Two letters, e.g. US">
          <Input value={values.country} maxLength={2} autoComplete="country" onChange={set('country')} />
        </Field>
      </div>
      <Field label="Description" errors={errors.description}>
        <Textarea rows={2} value={values.description} maxLength={2000} onChange={set('description')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="small" onClick={onCancel} disabled={create.pending}>
          Cancel
        </Button>
        <Button type="submit" size="small" loading={create.pending} loadingText="Creating…">
          Create and select
        </Button>
      </div>
    </form>
  );
}
