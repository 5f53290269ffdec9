'use client';

import { recordOptions, useWorkspaceRecordOptions } from '@/components/workspace-content/use-filter-options';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { FieldErrors } from '@/lib/contract/field-errors';
import type { TaskFormValues } from '@/lib/tasks/task-form-values';

type Props = {
  /** The chosen workspace ('' before one is chosen: the lists stay empty). */
  workspaceId: string;
  values: Pick<TaskFormValues, 'retailerId' | 'brandId' | 'productId'>;
  errors: FieldErrors;
  onChange: (patch: Partial<TaskFormValues>) => void;
};

const asOptions = (records: Parameters<typeof recordOptions>[0]) => recordOptions(records, false).map((o) => ({ value: String(o.value), label: o.label }));

/** The optional retailer, brand and product of a task: records of its workspace (the filters' option lists). */
export function TaskRecordFields({ workspaceId, values, errors, onChange }: Props) {
  const on = workspaceId !== '';
  const retailers = useWorkspaceRecordOptions('retailers', workspaceId, on);
  const brands = useWorkspaceRecordOptions('brands', workspaceId, on);
  const products = useWorkspaceRecordOptions('products', workspaceId, on);
  const hint = on ? undefined : 'Choose a workspace first.';
  const placeholder = (loading: boolean, none: string) => (on && loading ? 'Loading…' : none);

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label="Retailer" errors={errors.workspace_company_retailer_id} hint={hint}>
        <Select
          name="workspace_company_retailer_id"
          value={values.retailerId}
          placeholder={placeholder(retailers.isPending, 'No retailer')}
          options={on ? asOptions(retailers.data) : []}
          disabled={!on}
          onChange={(e) => onChange({ retailerId: e.target.value })}
        />
      </Field>
      <Field label="Brand" errors={errors.workspace_company_brand_id}>
        <Select
          name="workspace_company_brand_id"
          value={values.brandId}
          placeholder={placeholder(brands.isPending, 'No brand')}
          options={on ? asOptions(brands.data) : []}
          disabled={!on}
          onChange={(e) => onChange({ brandId: e.target.value })}
        />
      </Field>
      <Field label="Product" errors={errors.workspace_company_product_id}>
        <Select
          name="workspace_company_product_id"
          value={values.productId}
          placeholder={placeholder(products.isPending, 'No product')}
          options={on ? asOptions(products.data) : []}
          disabled={!on}
          onChange={(e) => onChange({ productId: e.target.value })}
        />
      </Field>
    </div>
  );
}
