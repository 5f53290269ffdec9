'use client';

import { Link } from '@/components/ui/link';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DirectoryLinkField } from '@/components/directories/directory-link-field';
import { Dialog } from '@/components/ui/dialog';
import { formDialogHandlers } from '@/components/ui/form-dialog-handlers';
import { Field } from '@/components/ui/field';
import { ImageField } from '@/components/ui/image-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { companyKeys } from '@/lib/companies/company-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { CompanyRetailer } from '@/lib/contract/catalogue';
import type { DirectoryEntry } from '@/lib/contract/directories';
import { prefillFromEntry } from '@/lib/directories/prefill';
import { LOCATION_ERROR_KEYS, locationErrors } from '@/lib/retailers/locations';
import { RETAILER_MSG } from '@/lib/retailers/messages';
import { retailerBodyInput, retailerFormData, retailerFormValues } from '@/lib/retailers/retailer-form-data';
import type { RetailerFormValues } from '@/lib/retailers/retailer-form-data';
import { retailerApi, retailerCategoriesHref, retailersApi } from '@/lib/retailers/retailer-paths';
import { categoryOptions, useRetailerCategories } from '@/lib/retailers/use-retailer-data';
import { LocationsField } from './locations-field';
import { DialogFooter } from '@/components/ui/dialog-footer';

export type RetailerFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  /** Editing this retailer; without it a new one is created. */
  retailer?: CompanyRetailer;
  /** "Add from directory": start with the directory search; a pick prefills the form and links it. */
  fromDirectory?: boolean;
  onSaved?: (retailer: CompanyRetailer) => void;
};

const FIELDS = ['image', 'name', 'website', 'description', 'category_id', 'directory_retailer_id', 'remove_image', ...LOCATION_ERROR_KEYS];

/** "New retailer", "Add retailer from directory" and "Edit retailer" (multipart; updates as POST with `_method=PUT`). */
export function RetailerFormDialog({ open, onOpenChange, companyId, retailer, fromDirectory = false, onSaved }: RetailerFormDialogProps) {
  const title = retailer ? 'Edit retailer' : fromDirectory ? 'Add retailer from directory' : 'New retailer';
  const description = fromDirectory && !retailer ? 'Find the retailer in the shared directory, or add it there, then complete its details.' : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} size="lg">
      {open ? (
        <RetailerForm companyId={companyId} retailer={retailer} fromDirectory={fromDirectory} label={title} {...formDialogHandlers(onOpenChange, onSaved)} />
      ) : null}
    </Dialog>
  );
}

type FormProps = {
  companyId: number;
  retailer?: CompanyRetailer;
  fromDirectory: boolean;
  label: string;
  onDone: (r: CompanyRetailer) => void;
  onCancel: () => void;
};

function RetailerForm({ companyId, retailer, fromDirectory, label, onDone, onCancel }: FormProps) {
  const formId = useId();
  const [values, setValues] = useState<RetailerFormValues>(() => retailerFormValues(retailer));
  const [picked, setPicked] = useState<DirectoryEntry | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const categories = useRetailerCategories(companyId);

  const save = useFormMutation({
    schema: () => import('@/lib/contract/catalogue').then((m) => m.retailerBody),
    request: () =>
      apiFetch<CompanyRetailer>(retailer ? retailerApi(companyId, retailer.id) : retailersApi(companyId), {
        method: 'POST',
        formData: retailerFormData(values, image, { update: Boolean(retailer), removeImage }),
      }),
    errorFallback: retailer ? RETAILER_MSG.update : RETAILER_MSG.create,
    fields: FIELDS,
    success: { title: retailer ? RETAILER_MSG.updated : RETAILER_MSG.created },
    invalidate: [companyKeys.companyRetailers(companyId), companyKeys.retailerCategories(companyId), queryKeys.company(companyId)],
    onSuccess: onDone,
  });

  const set = (key: keyof RetailerFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const link = (entry: DirectoryEntry | null) => {
    setPicked(entry);
    setValues((v) => (entry ? { ...prefillFromEntry(v, entry), directory_retailer_id: String(entry.id) } : { ...v, directory_retailer_id: '' }));
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    void save.submit(retailerBodyInput(values));
  }

  const errors = save.errors;
  const directory = (
    <DirectoryLinkField
      kind="retailers"
      value={values.directory_retailer_id ? Number(values.directory_retailer_id) : null}
      entry={picked}
      onChange={link}
      startOpen={fromDirectory}
      errors={errors.directory_retailer_id}
    />
  );
  const options = categoryOptions(categories.data);

  return (
    <div className="space-y-5 pb-2">
      {fromDirectory ? directory : null}
      <form id={formId} onSubmit={submit} noValidate aria-label={label} className="space-y-4">
        <ImageField label="Retailer image" current={removeImage ? null : retailer?.image} onFileChange={setImage} errors={errors.image} />
        {retailer?.image && !image ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={removeImage} onChange={(e) => setRemoveImage(e.target.checked)} className="size-4 accent-primary" />
            Remove the current image
          </label>
        ) : null}
        <Field label="Name" errors={errors.name} required>
          <Input name="name" value={values.name} maxLength={150} onChange={set('name')} data-autofocus={fromDirectory ? undefined : true} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Website" errors={errors.website}>
            <Input name="website" type="url" inputMode="url" placeholder="https://" value={values.website} onChange={set('website')} />
          </Field>
          <Field
            label="Category"
            errors={errors.category_id}
            hint={
              categories.data && options.length === 0 ? (
                <Link href={retailerCategoriesHref(companyId)} className="text-primary underline">
                  Add categories first
                </Link>
              ) : undefined
            }
          >
            <Select
              name="category_id"
              value={values.category_id}
              onChange={set('category_id')}
              placeholder="No category"
              options={options}
              disabled={categories.isPending}
            />
          </Field>
        </div>
        <Field label="Description" errors={errors.description}>
          <Textarea name="description" rows={3} value={values.description} maxLength={5000} onChange={set('description')} />
        </Field>
        <LocationsField value={values.locationsText} onChange={(text) => setValues((v) => ({ ...v, locationsText: text }))} errors={locationErrors(errors)} />
      </form>
      {fromDirectory ? null : directory}
      <DialogFooter
        onCancel={onCancel}
        pending={save.pending}
        pendingLabel="Saving…"
        submitLabel={retailer ? 'Save changes' : 'Create retailer'}
        form={formId}
      />
    </div>
  );
}
