'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { ImageField } from '@/components/ui/image-field';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import type { Workspace } from '@/lib/contract/workspaces';
import { toFormData } from '@/lib/api/form-data';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { RestrictCheckbox } from '../restrict-checkbox';
import { WORKSPACE_TOAST } from '@/lib/toasts/messages';

const FIELDS = ['image', 'name', 'description', 'restrict_resource_creation'];

/** Edit the workspace (`POST workspaces/{id}`, multipart): image, name, description, restrict_resource_creation. */
export function DetailsCard({ workspace: ws, canEdit }: { workspace: Workspace; canEdit: boolean }) {
  const [name, setName] = useState(ws.name);
  const [description, setDescription] = useState(ws.description ?? '');
  const [restrict, setRestrict] = useState(ws.restrict_resource_creation);
  const [image, setImage] = useState<File | null>(null);
  const [imageKey, setImageKey] = useState(0);

  const update = useFormMutation({
    schema: () => import('@/lib/contract/workspaces').then((m) => m.updateWorkspaceBody),
    request: (values) => apiFetch<Workspace>(`workspaces/${ws.id}`, { method: 'POST', formData: toFormData(values, image) }),
    errorFallback: 'Workspace could not be updated',
    fields: FIELDS,
    success: WORKSPACE_TOAST.updated,
    invalidate: [queryKeys.workspaces],
    onSuccess: () => {
      setImage(null);
      setImageKey((k) => k + 1);
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    void update.submit({ name, description, restrict_resource_creation: restrict });
  }

  const errors = update.errors;
  return (
    <Card>
      <CardHeader title="Details" description={canEdit ? undefined : 'Only admins of the owner team can edit the details.'} />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Workspace details">
          {canEdit ? <ImageField key={imageKey} label="Workspace image" current={ws.image} onFileChange={setImage} errors={errors.image} /> : null}
          <Field label="Name" errors={errors.name} required>
            <Input name="name" value={name} maxLength={100} disabled={!canEdit} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field label="Description" errors={errors.description}>
            <Textarea name="description" value={description} maxLength={2000} disabled={!canEdit} onChange={(e) => setDescription(e.target.value)} />
          </Field>
          <RestrictCheckbox checked={restrict} onChange={setRestrict} disabled={!canEdit} errors={errors.restrict_resource_creation} />
          {canEdit ? (
            <Button type="submit" loading={update.pending} loadingText="Saving…">
              Save details
            </Button>
          ) : null}
        </form>
      </CardBody>
    </Card>
  );
}
