'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ImageField } from '@/components/ui/image-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { ProductImage } from '@/lib/contract/catalogue';
import { toMultipart, withCleared } from '@/lib/companies/form-values';
import { MSG } from '@/lib/companies/messages';
import { api } from '@/lib/companies/paths';
import { DialogFooter } from '@/components/ui/dialog-footer';

type Props = { companyId: number; productId: number; image: ProductImage | null; onClose: () => void };

/** Edit an image's title and description, or replace the file (`POST …/images/{id}` with `_method=PUT`). */
export function ImageEditDialog({ image, onClose, ...rest }: Props) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()} title="Edit image">
      {image ? <EditForm image={image} onDone={onClose} {...rest} /> : null}
    </Dialog>
  );
}

function EditForm({ companyId, productId, image, onDone }: { companyId: number; productId: number; image: ProductImage; onDone: () => void }) {
  const [title, setTitle] = useState(image.title ?? '');
  const [description, setDescription] = useState(image.description ?? '');
  const [file, setFile] = useState<File | null>(null);
  const raw = { title, description };
  const save = useFormMutation({
    schema: () => import('@/lib/contract/catalogue').then((m) => m.productImageBody),
    request: (values) =>
      apiFetch<ProductImage>(api.image(companyId, productId, image.id), {
        method: 'POST',
        formData: toMultipart({ ...withCleared(values, raw), _method: 'PUT' }, file),
      }),
    errorFallback: MSG.imageUpdateError,
    fields: ['image', 'title', 'description'],
    success: { title: MSG.imageUpdated },
    invalidate: [companyKeys.companyProducts(companyId)],
    onSuccess: onDone,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit(raw);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Edit image" className="space-y-4 pb-2">
      <ImageField label="Replace the image" current={image.image} onFileChange={setFile} errors={save.errors.image} />
      <Field label="Title" errors={save.errors.title}>
        <Input value={title} maxLength={150} onChange={(e) => setTitle(e.target.value)} data-autofocus />
      </Field>
      <Field label="Description" errors={save.errors.description}>
        <Textarea value={description} rows={3} maxLength={1000} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <DialogFooter onCancel={onDone} pending={save.pending} pendingLabel="Saving…" submitLabel="Save image" />
    </form>
  );
}
