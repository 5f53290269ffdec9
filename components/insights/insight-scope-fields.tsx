'use client';

import { useId } from 'react';
import { RecordLinkFields } from '@/components/workspace-content/record-link-fields';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { NamedRef } from '@/lib/contract/content-common';
import type { FieldErrors } from '@/lib/contract/field-errors';
import type { InsightFormValues } from '@/lib/insights/insight-form-values';
import type { WorkspaceBrand, WorkspaceProduct, WorkspaceRetailer } from '@/lib/contract/workspace-records';
import { recordOptions as filterOptions } from '@/lib/workspace-content/use-filter-options';

type Loaded<T> = { records: T[]; isLoading: boolean };
export type ScopeRecords = { retailers: Loaded<WorkspaceRetailer>; brands: Loaded<WorkspaceBrand>; products: Loaded<WorkspaceProduct> };

/** The shared option labels (the workspace is named when several are chosen), as <select> values. */
const recordOptions = (records: readonly { id: number; name: string; workspace_name: string }[], many: boolean) =>
  filterOptions(records, many).map((o) => ({ value: String(o.value), label: o.label }));

type Props = {
  values: InsightFormValues;
  errors: FieldErrors;
  /** The workspaces the insight may be in (the caller may create content there). */
  workspaces: readonly NamedRef[];
  records: ScopeRecords;
  /** A workspace that cannot be unchecked (where an existing insight was created). */
  lockedWorkspaceId?: number;
  /** Names of the stored choices, shown even when they are no longer among the options. */
  current?: { retailer: string | null; brand: string | null; product: string | null };
  onToggleWorkspace: (id: number, checked: boolean) => void;
  onChange: (patch: Partial<InsightFormValues>) => void;
};

type Option = { value: string; label: string };
/** Keeps a stored value selectable while the options load or after its record left the workspace. */
const withCurrent = (options: Option[], value: string, name: string | null | undefined): Option[] =>
  value && !options.some((o) => o.value === value) ? [{ value, label: name ?? 'Current choice' }, ...options] : options;

/** Workspaces (several), then the retailer and its location, brand and product of those workspaces. */
export function InsightScopeFields({ values, errors, workspaces, lockedWorkspaceId, records, current, onToggleWorkspace, onChange }: Props) {
  const errorId = useId();
  const many = values.workspaceIds.length > 1;
  const none = values.workspaceIds.length === 0;
  const retailer = records.retailers.records.find((r) => r.id === Number(values.retailerId));
  const locations = retailer?.locations ?? [];
  const workspaceErrors = [...(errors.workspace_ids ?? []), ...(errors.workspace_id ?? [])];
  const recordHint = none ? 'Choose a workspace first.' : undefined;

  return (
    <>
      <fieldset aria-describedby={workspaceErrors.length ? errorId : undefined} className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-foreground">
          Workspaces
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </legend>
        {workspaces.length === 0 ? <p className="text-sm text-muted-foreground">You cannot add insights to any workspace.</p> : null}
        <ul className="grid max-h-40 gap-1 overflow-y-auto rounded-card border border-border p-2 sm:grid-cols-2">
          {workspaces.map((w) => (
            <li key={w.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded-control px-2 py-1.5 text-sm hover:bg-muted">
                <input
                  type="checkbox"
                  name="workspace_ids"
                  className="size-4 accent-primary"
                  checked={values.workspaceIds.includes(w.id)}
                  disabled={w.id === lockedWorkspaceId}
                  onChange={(e) => onToggleWorkspace(w.id, e.target.checked)}
                />
                <span className="min-w-0 truncate">{w.name}</span>
                {w.id === lockedWorkspaceId ? <span className="shrink-0 text-xs text-muted-foreground">(created here)</span> : null}
              </label>
            </li>
          ))}
        </ul>
        {workspaceErrors.length ? (
          <p id={errorId} className="text-sm text-danger">
            {[...new Set(workspaceErrors)].join(' ')}
          </p>
        ) : null}
      </fieldset>
      <RecordLinkFields
        columns={2}
        errors={errors}
        disabled={none}
        retailer={{
          value: values.retailerId,
          placeholder: records.retailers.isLoading ? 'Loading retailers…' : 'No retailer',
          options: withCurrent(recordOptions(records.retailers.records, many), values.retailerId, current?.retailer),
          onChange: (retailerId) => onChange({ retailerId, location: '' }),
          hint: recordHint,
        }}
        afterRetailer={
          <Field
            label="Retailer location"
            errors={errors.retailer_location}
            hint={retailer && locations.length === 0 ? 'This retailer has no locations.' : undefined}
          >
            <Select
              name="retailer_location"
              value={values.location}
              placeholder={values.retailerId ? 'Any location' : 'Choose a retailer first'}
              options={withCurrent(
                locations.map((l) => ({ value: l, label: l })),
                values.location,
                values.location,
              )}
              disabled={!values.retailerId || (locations.length === 0 && !values.location)}
              onChange={(e) => onChange({ location: e.target.value })}
            />
          </Field>
        }
        brand={{
          value: values.brandId,
          placeholder: records.brands.isLoading ? 'Loading brands…' : 'No brand',
          options: withCurrent(recordOptions(records.brands.records, many), values.brandId, current?.brand),
          onChange: (brandId) => onChange({ brandId }),
        }}
        product={{
          value: values.productId,
          placeholder: records.products.isLoading ? 'Loading products…' : 'No product',
          options: withCurrent(recordOptions(records.products.records, many), values.productId, current?.product),
          onChange: (productId) => onChange({ productId }),
        }}
      />
    </>
  );
}
