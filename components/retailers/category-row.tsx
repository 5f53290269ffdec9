'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { RetailerCategory } from '@/lib/contract/catalogue';
import { CATEGORY_MSG } from '@/lib/retailers/messages';
import { retailerCategoriesApi, retailersHref } from '@/lib/retailers/retailer-paths';

type Props = { companyId: number; category: RetailerCategory; canEdit: boolean; onDelete: (category: RetailerCategory) => void };

/** A category with its retailers count; admins rename it in place (Enter saves, Escape cancels) or delete it. */
export function CategoryRow({ companyId, category, canEdit, onDelete }: Props) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const inputRef = useRef<HTMLInputElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Focus follows the mode: into the input when renaming starts, back to "Rename" when it ends.
  useEffect(() => {
    if (editing) inputRef.current?.focus();
    else if (wasEditing.current) renameRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const rename = useFormMutation({
    schema: () => import('@/lib/contract/catalogue').then((m) => m.retailerCategoryBody),
    request: (body) => apiFetch<RetailerCategory>(`${retailerCategoriesApi(companyId)}/${category.id}`, { method: 'PUT', json: body }),
    errorFallback: CATEGORY_MSG.update,
    fields: ['name'],
    success: { title: CATEGORY_MSG.updated },
    // Retailers show their category's name: refresh them too.
    invalidate: [companyKeys.retailerCategories(companyId), companyKeys.companyRetailers(companyId)],
    onSuccess: () => setEditing(false),
  });
  const cancel = () => {
    setEditing(false);
    setName(category.name);
    rename.reset();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    cancel();
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    if (name.trim() === category.name) cancel();
    else void rename.submit({ name });
  }

  const count = `${category.retailers_count} retailer${category.retailers_count === 1 ? '' : 's'}`;
  if (editing) {
    return (
      <li className="px-4 py-3 sm:px-6">
        <form onSubmit={submit} noValidate aria-label={`Rename ${category.name}`} className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Field label={`New name for ${category.name}`} hideLabel errors={rename.errors.name} className="flex-1">
            <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} onKeyDown={onKeyDown} autoComplete="off" ref={inputRef} />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="small" className="h-10" loading={rename.pending} loadingText="Saving…">
              Save
            </Button>
            <Button variant="outline" size="small" className="h-10" onClick={cancel} disabled={rename.pending}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate text-sm font-medium">{category.name}</p>
        <Link href={`${retailersHref(companyId)}?category_id=${category.id}`} className="text-xs text-primary hover:underline">
          {count}
        </Link>
      </div>
      {canEdit ? (
        <div className="flex gap-2">
          <Button ref={renameRef} size="small" variant="outline" onClick={() => setEditing(true)} aria-label={`Rename ${category.name}`}>
            Rename
          </Button>
          <Button size="small" variant="outline" onClick={() => onDelete(category)} aria-label={`Delete ${category.name}`}>
            Delete
          </Button>
        </div>
      ) : null}
    </li>
  );
}
