'use client';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { categoryOptions } from '@/lib/contract/values';
import type { FieldErrors } from '@/lib/contract/field-errors';
import { INSIGHT_TYPES } from '@/lib/contract/values-forms';
import type { InsightFormValues } from '@/lib/insights/insight-form-values';

type Props = { values: InsightFormValues; errors: FieldErrors; onChange: (patch: Partial<InsightFormValues>) => void };

const TYPE_OPTIONS = INSIGHT_TYPES.map((t) => ({ value: t, label: t }));
const CATEGORY_OPTIONS = categoryOptions(false).map((o) => ({ value: o.value ?? '', label: o.label }));

/** Name, type, category, applicable date and summary. */
export function InsightBasicFields({ values, errors, onChange }: Props) {
  return (
    <>
      <Field label="Name" errors={errors.name} required>
        <Input name="name" value={values.name} maxLength={200} onChange={(e) => onChange({ name: e.target.value })} data-autofocus />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type" errors={errors.type} required>
          <Select name="type" value={values.type} placeholder="Choose a type" options={TYPE_OPTIONS} onChange={(e) => onChange({ type: e.target.value })} />
        </Field>
        <Field label="Category" errors={errors.category}>
          <Select
            name="category"
            value={values.category}
            placeholder="No category"
            options={CATEGORY_OPTIONS}
            onChange={(e) => onChange({ category: e.target.value })}
          />
        </Field>
      </div>
      <Field label="Applicable date" errors={errors.applicable_date} hint="The day or period start this insight is about.">
        <DateField
          name="applicable_date"
          placeholder="No date"
          value={values.applicableDate}
          onChange={(e) => onChange({ applicableDate: e.target.value })}
          className="sm:max-w-52"
        />
      </Field>
      <Field label="Summary" errors={errors.summary}>
        <Textarea name="summary" rows={4} maxLength={10000} value={values.summary} onChange={(e) => onChange({ summary: e.target.value })} />
      </Field>
    </>
  );
}
