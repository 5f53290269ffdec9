'use client';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { FieldErrors } from '@/lib/contract/field-errors';
import type { BrandFieldSpec, BrandValues } from '@/lib/companies/brand-fields';
import { listErrors } from '@/lib/companies/form-values';
import { StringListField } from './string-list-field';

type Props = { spec: BrandFieldSpec; values: BrandValues; errors: FieldErrors; onChange: (name: BrandFieldSpec['name'], value: string | string[]) => void };

/** One brand field as its kind wants it: a line, a paragraph, a URL, or a list of rows. */
export function BrandFieldInput({ spec, values, errors, onChange }: Props) {
  if (spec.kind === 'list') {
    return (
      <div className="sm:col-span-2">
        <StringListField
          label={spec.label}
          item={spec.item}
          url={spec.url}
          hint={spec.hint}
          rows={values[spec.name]}
          onChange={(rows) => onChange(spec.name, rows)}
          errors={listErrors(errors, spec.name)}
        />
      </div>
    );
  }
  const value = values[spec.name];
  if (spec.kind === 'long') {
    return (
      <Field label={spec.label} errors={errors[spec.name]} hint={spec.hint} className="sm:col-span-2">
        <Textarea name={spec.name} value={value} rows={3} maxLength={5000} onChange={(e) => onChange(spec.name, e.target.value)} />
      </Field>
    );
  }
  const url = spec.kind === 'url';
  return (
    <Field label={spec.label} errors={errors[spec.name]} hint={spec.hint} required={spec.required}>
      <Input
        name={spec.name}
        value={value}
        type={url ? 'url' : 'text'}
        inputMode={url ? 'url' : undefined}
        placeholder={url ? 'https://' : undefined}
        maxLength={spec.name === 'name' ? 150 : url ? 2000 : 5000}
        onChange={(e) => onChange(spec.name, e.target.value)}
      />
    </Field>
  );
}
