'use client';

import { useQueryClient } from '@tanstack/react-query';
import { FilePicker } from '@/components/ui/file-picker';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from '@/components/companies/focus-invalid';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import type { Product, ProductImage } from '@/lib/contract/catalogue';
import { fieldErrorsFromZod } from '@/lib/contract/field-errors';
import type { FieldErrors } from '@/lib/contract/field-errors';
import { toMultipart } from '@/lib/companies/form-values';
import { imageUploadToast, MSG } from '@/lib/companies/messages';
import { api } from '@/lib/companies/paths';
import { toast } from '@/lib/toasts/toast-store';
import { DialogFooter } from '@/components/ui/dialog-footer';

type Chosen = { key: number; file: File; url: string; title: string; description: string; errors: FieldErrors };
type Props = { companyId: number; product: Product; open: boolean; onOpenChange: (open: boolean) => void };

/** "Add images": several files at once, each with an optional title and description, uploaded in order (the upstream appends each after the others). */
export function ImageUploadDialog({ open, onOpenChange, ...rest }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Add images"
      description="PNG, JPG, GIF or WebP, up to 5 MB each. Titles and descriptions are optional."
    >
      {open ? <UploadForm {...rest} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function UploadForm({ companyId, product, onDone }: { companyId: number; product: Product; onDone: () => void }) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [items, setItems] = useState<Chosen[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const all = urls.current;
    return () => all.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const choose = (files: FileList | null) => {
    const added = [...(files ?? [])].map((file, i) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      return { key: Date.now() + i, file, url, title: '', description: '', errors: {} };
    });
    setItems((list) => [...list, ...added]);
    setMissing(false);
    setInputKey((k) => k + 1);
  };
  const edit = (key: number, patch: Partial<Chosen>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  const drop = (key: number) => setItems((list) => list.filter((i) => i.key !== key));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (items.length === 0) return setMissing(true);
    // Imported on submit: zod stays out of the screen's first load (decision 0014).
    const { productImageBody } = await import('@/lib/contract/catalogue');
    const checked = items.map((item) => ({ item, parsed: productImageBody.safeParse({ title: item.title, description: item.description }) }));
    if (checked.some((c) => !c.parsed.success)) {
      setItems(checked.map(({ item, parsed }) => ({ ...item, errors: parsed.success ? {} : fieldErrorsFromZod(parsed.error) })));
      return focusFirstInvalid(formRef.current);
    }
    const ready = checked.flatMap(({ item, parsed }) => (parsed.success ? [{ item, data: parsed.data }] : []));
    setBusy(true);
    let added = 0;
    const failed: Chosen[] = [];
    for (const { item, data } of ready) {
      const res = await apiFetch<ProductImage>(api.images(companyId, product.id), {
        method: 'POST',
        formData: toMultipart(data, item.file),
        fallback: MSG.imageCreateError,
      });
      if (res.ok) {
        added += 1;
      } else {
        failed.push({ ...item, errors: Object.keys(res.fieldErrors).length ? res.fieldErrors : { image: res.messages } });
      }
    }
    setBusy(false);
    const shown = imageUploadToast(added, failed.length);
    if (shown) toast[shown.variant](shown.title, shown.text);
    if (added) await queryClient.invalidateQueries({ queryKey: companyKeys.companyProducts(companyId) });
    if (failed.length === 0) return onDone();
    setItems(failed);
    focusFirstInvalid(formRef.current);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Add images" className="space-y-4 pb-2">
      <Field label="Choose images" errors={missing ? 'Choose at least one image.' : null}>
        <FilePicker key={inputKey} multiple accept="image/png,image/jpeg,image/gif,image/webp" onChange={(e) => choose(e.target.files)} data-autofocus />
      </Field>
      {items.length ? (
        <ul aria-label="Images to upload" className="space-y-4">
          {items.map((item) => (
            <li key={item.key} className="flex flex-col gap-3 rounded-card border border-border p-3 sm:flex-row">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL */}
              <img src={item.url} alt={`Preview of ${item.file.name}`} className="size-24 shrink-0 rounded-lg border border-border object-cover" />
              <div className="min-w-0 flex-1 space-y-3">
                <p className="truncate text-sm font-medium">{item.file.name}</p>
                {item.errors.image ? <p className="text-sm text-danger">{item.errors.image.join(' ')}</p> : null}
                <Field
                  label={
                    <>
                      Title<span className="sr-only"> of {item.file.name}</span>
                    </>
                  }
                  errors={item.errors.title}
                >
                  <Input
                    value={item.title}
                    maxLength={150}
                    onChange={(e) => edit(item.key, { title: e.target.value })}
                    aria-invalid={item.errors.image ? true : undefined}
                  />
                </Field>
                <Field
                  label={
                    <>
                      Description<span className="sr-only"> of {item.file.name}</span>
                    </>
                  }
                  errors={item.errors.description}
                >
                  <Textarea value={item.description} rows={2} maxLength={1000} onChange={(e) => edit(item.key, { description: e.target.value })} />
                </Field>
                <Button size="small" variant="outline" onClick={() => drop(item.key)} disabled={busy}>
                  Remove<span className="sr-only"> {item.file.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <DialogFooter
        onCancel={onDone}
        pending={busy}
        pendingLabel="Uploading…"
        submitLabel={items.length > 1 ? `Upload ${items.length} images` : 'Upload image'}
      />
    </form>
  );
}
