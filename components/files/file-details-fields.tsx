'use client';

import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { MultiSelect } from '@/components/workspace-content/multi-select';
import { recordOptions, useWorkspaceRecordOptions } from '@/lib/workspace-content/use-filter-options';
import { categoryOptions } from '@/lib/contract/values';
import type { FieldErrors } from '@/lib/contract/field-errors';
import type { FileFormValues } from '@/lib/files/file-form';

const CATEGORIES = categoryOptions(false).map((o) => ({ value: o.value ?? '', label: o.label }));

export type FileDetailsFieldsProps = {
  values: FileFormValues;
  onChange: (patch: Partial<FileFormValues>) => void;
  errors: FieldErrors;
  /** The workspaces the file may be in (where the caller may create resources). */
  workspaceOptions: { id: number; name: string }[];
  disabled?: boolean;
};

/** A labelled group around a control that is not a single input (multi-selects), with its errors. */
function Group({ label, errors, children }: { label: string; errors?: string[]; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-foreground">{label}</span>
      {children}
      {errors?.length ? (
        <ul className="space-y-0.5">
          {errors.map((m) => (
            <li key={m} className="text-sm text-danger">
              {m}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const firstError = (errors: FieldErrors, ...keys: string[]) => keys.flatMap((k) => errors[k] ?? []);

/**
 * Name, description, category, workspaces, retailers, brand and product of a file. The record
 * choices come from the chosen workspaces; records of a workspace taken off the list are dropped.
 */
export function FileDetailsFields({ values, onChange, errors, workspaceOptions, disabled }: FileDetailsFieldsProps) {
  const scope = values.workspaceIds.join(',');
  const hasScope = values.workspaceIds.length > 0;
  const several = values.workspaceIds.length > 1;
  const retailers = useWorkspaceRecordOptions('retailers', scope, hasScope);
  const brands = useWorkspaceRecordOptions('brands', scope, hasScope);
  const products = useWorkspaceRecordOptions('products', scope, hasScope);

  const setWorkspaces = (ids: number[]) => {
    const keep = <R extends { id: number; workspace_id: number }>(rows: R[] | undefined, id: number) =>
      rows?.some((r) => r.id === id && ids.includes(r.workspace_id)) ?? false;
    onChange({
      workspaceIds: ids,
      retailerIds: values.retailerIds.filter((id) => keep(retailers.data, id)),
      brandId: values.brandId !== null && keep(brands.data, values.brandId) ? values.brandId : null,
      productId: values.productId !== null && keep(products.data, values.productId) ? values.productId : null,
    });
  };

  return (
    <div className="space-y-4">
      <Field label="Name" errors={errors.name} required>
        <Input value={values.name} maxLength={200} disabled={disabled} onChange={(e) => onChange({ name: e.target.value })} data-autofocus />
      </Field>
      <Field label="Description" errors={errors.description}>
        <Textarea rows={3} value={values.description} maxLength={5000} disabled={disabled} onChange={(e) => onChange({ description: e.target.value })} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" errors={errors.category}>
          <Select
            value={values.category}
            placeholder="No category"
            options={CATEGORIES}
            disabled={disabled}
            onChange={(e) => onChange({ category: e.target.value })}
          />
        </Field>
        <Group label="Workspaces" errors={firstError(errors, 'workspace_id', 'workspace_ids')}>
          <MultiSelect
            label="Workspaces"
            placeholder="Choose…"
            options={workspaceOptions.map((w) => ({ value: w.id, label: w.name }))}
            value={values.workspaceIds}
            disabled={disabled}
            onChange={setWorkspaces}
          />
        </Group>
      </div>
      <Group label="Retailers" errors={firstError(errors, 'retailer_ids', 'workspace_company_retailer_id')}>
        <MultiSelect
          label="Retailers"
          placeholder={hasScope ? 'None' : 'Choose a workspace first'}
          options={recordOptions(retailers.data, several)}
          loading={hasScope && retailers.isPending}
          value={values.retailerIds}
          disabled={disabled || !hasScope}
          onChange={(ids) => onChange({ retailerIds: ids })}
        />
      </Group>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Brand" errors={errors.workspace_company_brand_id}>
          <Select
            value={values.brandId === null ? '' : String(values.brandId)}
            placeholder="No brand"
            options={recordOptions(brands.data, several).map((o) => ({ value: String(o.value), label: o.label }))}
            disabled={disabled || !hasScope}
            onChange={(e) => onChange({ brandId: e.target.value ? Number(e.target.value) : null })}
          />
        </Field>
        <Field label="Product" errors={errors.workspace_company_product_id}>
          <Select
            value={values.productId === null ? '' : String(values.productId)}
            placeholder="No product"
            options={recordOptions(products.data, several).map((o) => ({ value: String(o.value), label: o.label }))}
            disabled={disabled || !hasScope}
            onChange={(e) => onChange({ productId: e.target.value ? Number(e.target.value) : null })}
          />
        </Field>
      </div>
    </div>
  );
}
