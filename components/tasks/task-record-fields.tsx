'use client';

import { recordOptions, useWorkspaceRecordOptions } from '@/lib/workspace-content/use-filter-options';
import { RecordLinkFields } from '@/components/workspace-content/record-link-fields';
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
    <RecordLinkFields
      errors={errors}
      disabled={!on}
      retailer={{
        value: values.retailerId,
        placeholder: placeholder(retailers.isPending, 'No retailer'),
        options: on ? asOptions(retailers.data) : [],
        onChange: (retailerId) => onChange({ retailerId }),
        hint,
      }}
      brand={{
        value: values.brandId,
        placeholder: placeholder(brands.isPending, 'No brand'),
        options: on ? asOptions(brands.data) : [],
        onChange: (brandId) => onChange({ brandId }),
      }}
      product={{
        value: values.productId,
        placeholder: placeholder(products.isPending, 'No product'),
        options: on ? asOptions(products.data) : [],
        onChange: (productId) => onChange({ productId }),
      }}
    />
  );
}
