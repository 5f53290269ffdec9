'use client';

import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { ImportField } from '@/lib/contract/imports';
import { FIELD_GROUPS, isImportField } from '@/lib/imports/mapping';

export const IGNORE = '';

export type MappingRowProps = {
  header: string;
  samples: string[];
  field: ImportField | null;
  error?: string;
  onChange: (field: ImportField | null) => void;
};

/** One column of the file: its name, a few of its values, and the field it fills (or "Ignore this column"). */
export function MappingRow({ header, samples, field, error, onChange }: MappingRowProps) {
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(12rem,16rem)] sm:items-start sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium break-words text-foreground">{header || <span className="text-muted-foreground italic">(no name)</span>}</p>
      </div>
      <div className="min-w-0 text-sm text-muted-foreground">
        {samples.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label={`Sample values of ${header}`}>
            {samples.map((v, i) => (
              // Values repeat (the same brand on every row): the position keeps keys apart.
              <li key={i} className="max-w-full truncate rounded bg-muted px-1.5 py-0.5 text-xs text-foreground">
                {v}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-xs italic">No values in the first rows</span>
        )}
      </div>
      <Field label={`Field for column “${header}”`} hideLabel errors={error}>
        <Select
          value={field ?? IGNORE}
          onChange={(e) => onChange(isImportField(e.target.value) ? e.target.value : null)}
          className={field ? undefined : 'text-muted-foreground'}
        >
          <option value={IGNORE}>Ignore this column</option>
          {FIELD_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.fields.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
    </li>
  );
}
