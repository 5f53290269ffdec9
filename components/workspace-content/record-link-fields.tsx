'use client';

import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { FieldErrors } from '@/lib/contract/field-errors';

type Option = { value: string; label: string };

/** One of the linked records: its choice, options, what an empty choice says, and a hint. */
export type RecordLinkChoice = { value: string; options: Option[]; placeholder: string; onChange: (value: string) => void; hint?: ReactNode };

export type RecordLinkFieldsProps = {
  retailer: RecordLinkChoice;
  brand: RecordLinkChoice;
  product: RecordLinkChoice;
  errors: FieldErrors;
  disabled?: boolean;
  /** A field shown right after the retailer (the insight's retailer location). */
  afterRetailer?: ReactNode;
  /** Columns from `sm` up (3 for the three selects, 2 when a field is added). */
  columns?: 2 | 3;
  className?: string;
};

const FIELDS = [
  ['retailer', 'Retailer', 'workspace_company_retailer_id'],
  ['brand', 'Brand', 'workspace_company_brand_id'],
  ['product', 'Product', 'workspace_company_product_id'],
] as const;

/**
 * The optional retailer, brand and product a meeting, task or insight is about: three labelled
 * selects of the workspace's records, named as the API names them, errors beside each.
 */
export function RecordLinkFields({ retailer, brand, product, errors, disabled, afterRetailer, columns = 3, className }: RecordLinkFieldsProps) {
  const choices = { retailer, brand, product };
  return (
    <div className={cn('grid gap-4', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2', className)}>
      {FIELDS.map(([key, label, name]) => {
        const choice = choices[key];
        return [
          <Field key={key} label={label} errors={errors[name]} hint={choice.hint}>
            <Select
              name={name}
              value={choice.value}
              placeholder={choice.placeholder}
              options={choice.options}
              disabled={disabled}
              onChange={(e) => choice.onChange(e.target.value)}
            />
          </Field>,
          key === 'retailer' && afterRetailer ? <div key="after-retailer">{afterRetailer}</div> : null,
        ];
      })}
    </div>
  );
}
